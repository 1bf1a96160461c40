import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { widgetMessage } from './widgetMessage.ts';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

describe('widget message (SPEC §8, §9)', () => {
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
});
