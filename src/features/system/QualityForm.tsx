import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { storedImageUrl, uploadImage } from '../../api/images.ts';
import { AUTH_REQUIRED, LICENSE_REQUIRED, QUALIFICATION_CHECKS } from '../../rules/qualification.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { ImageUploadField, type PickedImage } from '../../ui/widgets/ImageUploadField.tsx';
import type { QualificationData } from './qualificationApi.ts';
import { systemScreens } from '../../contracts/screens/system.ts';

type TextFields = Omit<QualificationData, 'licenseImageId' | 'authImageId'>;
interface FormValues extends TextFields {
  license: PickedImage | null;
  auth: PickedImage | null;
}

const picked = (imageId: string): PickedImage | null => (imageId ? { imageId, url: storedImageUrl(imageId) } : null);
const TEXT_FIELDS: Array<[keyof TextFields, string, boolean]> = [
  ['companyName', '企业名称', true],
  ['creditCode', '统一社会信用代码', true],
  ['legalPerson', '法人', true],
  ['contact', '联系人', true],
  ['mobile', '手机', true],
  ['email', '邮箱', false],
  ['address', '地址', false],
];

export interface QualityFormProps {
  data: QualificationData;
  editable: boolean;
  /** Shown under the form (the server's refusal). */
  problem: string | null;
  busy: boolean;
  onSubmit(data: QualificationData): void;
  /** 取消 of a change (absent for a first draft). */
  onCancel?(): void;
}

/** The qualification's fields: text checked as the server checks them, two jpg/png pictures of at most 2 MB. */
export function QualityForm({ data, editable, problem, busy, onSubmit, onCancel }: QualityFormProps) {
  const form = useForm<FormValues>({
    initialValues: { ...data, license: picked(data.licenseImageId), auth: picked(data.authImageId) },
    validateInputOnBlur: true,
    validate: {
      ...QUALIFICATION_CHECKS,
      license: (value) => (value ? null : LICENSE_REQUIRED),
      auth: (value) => (value ? null : AUTH_REQUIRED),
    },
  });
  const submit = form.onSubmit(({ license, auth, ...text }) => {
    const trimmed = Object.fromEntries(Object.entries(text).map(([key, value]) => [key, value.trim()])) as TextFields;
    onSubmit({ ...trimmed, licenseImageId: license?.imageId ?? '', authImageId: auth?.imageId ?? '' });
  });
  const image = (field: 'license' | 'auth', label: string) => (
    <ImageUploadField
      label={label}
      required
      disabled={!editable}
      value={form.getValues()[field]}
      onChange={(value) => form.setFieldValue(field, value)}
      upload={uploadImage}
      error={form.errors[field] as string | undefined}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {TEXT_FIELDS.map(([field, label, required]) => (
          <TextInput
            key={form.key(field)}
            label={label}
            withAsterisk={required}
            readOnly={!editable}
            maxLength={field === 'creditCode' ? 18 : undefined}
            {...form.getInputProps(field)}
            onChange={(event) =>
              form.setFieldValue(field, field === 'creditCode' ? event.currentTarget.value.toUpperCase() : event.currentTarget.value)
            }
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
        {image('license', '营业执照')}
        {image('auth', '授权书')}
      </SimpleGrid>
      {problem && (
        <Text c="red" size="sm" mt="sm" role="alert">
          {problem}
        </Text>
      )}
      {(editable || busy) && (
        <Group mt="lg">
          <Can screen={systemScreens.quality} action="submit">
            <Button type="submit" loading={busy}>
              提交审核
            </Button>
          </Can>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              取消
            </Button>
          )}
        </Group>
      )}
    </form>
  );
}
