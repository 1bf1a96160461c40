import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { widgetMessage, widgetNotification } from './widgetMessage.ts';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), updateState: vi.fn() }, notificationsStore: {} }));

describe('widget message', () => {
  it('is grey, 300 px wide and closes after 2000 ms', () => {
    widgetMessage('已保存');
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: '已保存', color: 'gray', autoClose: 2000, style: { width: 300 } }),
    );
  });
  it('asks for a message when given none', () => {
    widgetMessage('  ');
    expect(notifications.show).toHaveBeenLastCalledWith(expect.objectContaining({ message: '请传入显示的信息' }));
  });
  it('shows a notification card that closes by itself after 5000 ms', () => {
    widgetNotification('导出完成', '客户信息.xlsx 已保存');
    expect(notifications.show).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: '导出完成', message: '客户信息.xlsx 已保存', autoClose: 5000, style: { width: 300 } }),
    );
  });
});
