import { Notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { registerServiceWorker, UPDATE_PROMPT } from './pwa.ts';
import { renderUi } from '../ui/testing/renderUi.tsx';

const workbox = vi.hoisted(() => {
  const listeners = new Map<string, () => void>();
  return {
    listeners,
    messageSkipWaiting: vi.fn(),
    register: vi.fn(async () => undefined),
  };
});

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    messageSkipWaiting = workbox.messageSkipWaiting;
    register = workbox.register;
  },
}));

it('offers the waiting version with "发现新版本，点击刷新" and activates it on click', async () => {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  renderUi(<Notifications />);
  await registerServiceWorker(true);
  expect(workbox.register).toHaveBeenCalledOnce();
  expect(screen.queryByText(UPDATE_PROMPT)).not.toBeInTheDocument();

  workbox.listeners.get('waiting')!();
  await userEvent.click(await screen.findByText(UPDATE_PROMPT));
  expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
  expect(workbox.listeners.has('controlling')).toBe(true);
});
