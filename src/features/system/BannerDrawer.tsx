import { NumberInput, TextInput } from '@mantine/core';
import { uploadImage } from '../../api/images.ts';
import { FormDrawer } from '../../ui/resource/FormDrawer.tsx';
import { ImageUploadField, type PickedImage } from '../../ui/widgets/ImageUploadField.tsx';
import { saveBanner, type Banner } from './bannersApi.ts';

type BannerForm = {
  image: PickedImage | null;
  url: string;
  sort: number | string;
};

const URL_PATTERN = /^https?:\/\/[^\s<>"]+$/i;

const validate = {
  image: (value: PickedImage | null) => (value ? null : '请上传图片'),
  url: (value: string) =>
    value.trim() === '' ? null : value.trim().length > 500 ? '跳转链接最多500个字符' : URL_PATTERN.test(value.trim()) ? null : '跳转链接应以 http:// 或 https:// 开头',
  sort: (value: number | string) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9999 ? null : '排序应为0到9999的整数'),
};

export interface BannerDrawerProps {
  /** null: closed; 'new': 新增; a banner: 编辑. */
  target: Banner | 'new' | null;
  onClose(): void;
  onSaved(): void;
}

/** 新增/编辑 a login banner (P3): picture (jpg/png ≤ 2 MB), optional link, sort. */
export function BannerDrawer({ target, onClose, onSaved }: BannerDrawerProps) {
  const editing = target !== null && target !== 'new' ? target : null;
  const initialValues: BannerForm = editing
    ? { image: { imageId: editing.imageId ?? '', url: editing.picUrl }, url: editing.url, sort: editing.sort }
    : { image: null, url: '', sort: 0 };
  return (
    <FormDrawer<BannerForm>
      opened={target !== null}
      title={editing ? '编辑轮播图' : '新增轮播图'}
      initialValues={initialValues}
      validate={validate}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={(values) =>
        saveBanner({
          id: editing?.id,
          // An unchanged seed picture has no stored image: the server keeps what it has.
          imageId: values.image?.imageId || undefined,
          url: values.url.trim(),
          sort: Number(values.sort),
        })
      }
    >
      {(form) => (
        <>
          <ImageUploadField
            label="图片"
            required
            key={form.key('image')}
            value={form.getValues().image}
            onChange={(image) => form.setFieldValue('image', image)}
            upload={uploadImage}
            error={form.errors.image as string | undefined}
          />
          <TextInput label="跳转链接" placeholder="https://" key={form.key('url')} {...form.getInputProps('url')} />
          <NumberInput label="排序" description="数字越小越靠前" min={0} max={9999} allowDecimal={false} key={form.key('sort')} {...form.getInputProps('sort')} />
        </>
      )}
    </FormDrawer>
  );
}
