import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CARDS_AT_ONCE, MESSAGE_POSITION, message, showCard } from './message.ts';
import { renderUi } from './testing/renderUi.tsx';

beforeEach(() => {
  renderUi(<Notifications position={MESSAGE_POSITION} limit={CARDS_AT_ONCE} />);
});

describe('messages and notification cards', () => {
  it('shows one message at a time: a new one replaces the one on screen', async () => {
    act(() => message.success('保存成功'));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    act(() => message.error('保存失败'));
    expect(await screen.findByText('保存失败')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('保存成功')).not.toBeInTheDocument());
  });

  it('never takes a card away: an upload’s warning outlives the messages shown after it and their dismissal', async () => {
    act(() => {
      showCard({ title: '浏览器存储空间不足', message: 'a.bak', autoClose: false });
      message.info('已加入上传队列：a.bak');
    });
    expect(await screen.findByText('已加入上传队列：a.bak')).toBeInTheDocument();
    act(() => message.dismiss());
    await waitFor(() => expect(screen.queryByText('已加入上传队列：a.bak')).not.toBeInTheDocument());
    expect(screen.getByText('浏览器存储空间不足')).toBeInTheDocument();
  });

  it('stacks cards beside each other rather than making one wait behind another', async () => {
    act(() => {
      showCard({ title: '上传完成', message: 'a.bak', autoClose: false });
      showCard({ title: '上传失败', message: 'b.bak', autoClose: false });
    });
    expect(await screen.findByText('上传完成')).toBeInTheDocument();
    expect(screen.getByText('上传失败')).toBeInTheDocument();
  });
});
