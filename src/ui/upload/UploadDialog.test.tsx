import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadDialog } from './UploadDialog.tsx';
import { renderUi } from '../testing/renderUi.tsx';

function open(props: Partial<Parameters<typeof UploadDialog>[0]> = {}) {
  const onUpload = vi.fn(async () => undefined);
  const onClose = vi.fn();
  renderUi(
    <ModalsProvider>
      <Notifications />
      <UploadDialog opened onClose={onClose} onUpload={onUpload} limit={2} {...props} />
    </ModalsProvider>,
  );
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  return { onUpload, onClose, input };
}

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('upload dialog', () => {
  it('says 请选择要上传的文件 in a box titled 错误 when nothing is chosen', async () => {
    const { onUpload } = open();
    await userEvent.click(screen.getByRole('button', { name: '上传文件' }));
    const box = await screen.findByRole('dialog', { name: '错误' });
    await waitFor(() => expect(within(box).getByText('请选择要上传的文件')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('请选择要上传的文件')).not.toBeInTheDocument());
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('cuts files beyond the limit, names oversize ones, and uploads the rest', async () => {
    const { onUpload, onClose, input } = open({ limit: 2, maxSizeMb: 1 });
    await userEvent.upload(input, [file('a.png'), file('b.jpg', 2 * 1_048_576), file('c.png')]);
    expect(await screen.findByText('最多只允许上传2个文件；以下文件大小超出限制：b.jpg')).toBeInTheDocument();
    expect(screen.getByText('a.png（10 B）')).toBeVisible();
    expect(screen.queryByText(/b\.jpg（/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '上传文件' }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.png' })]));
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses more files once the room is used up', async () => {
    const { input } = open({ limit: 3, alreadyAdded: 2 });
    await userEvent.upload(input, [file('a.mp3')]);
    expect(await screen.findByText('不能上传更多文件')).toBeVisible();
    expect(screen.getByRole('button', { name: '添加文件' })).toBeDisabled();
  });
});
