import { Workbox } from 'workbox-window';
import { showCard } from '../ui/message.ts';

export const UPDATE_PROMPT = '发现新版本，点击刷新';

/** Registers the service worker and offers a fresh version when one is waiting. */
export function registerServiceWorker(enabled = import.meta.env.PROD): void {
  if (!enabled || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    workbox.addEventListener('controlling', () => location.reload());
    showCard({
      id: 'pwa-update',
      message: UPDATE_PROMPT,
      autoClose: false,
      withCloseButton: true,
      style: { cursor: 'pointer' },
      onClick: () => workbox.messageSkipWaiting(),
    });
  });
  // Where the browser refuses a service worker (some private windows, a policy), the portal simply runs
  // without offline support.
  workbox.register().catch(() => undefined);
}
