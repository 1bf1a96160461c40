import { showCard } from '../ui/message.ts';

export const UPDATE_PROMPT = '发现新版本，点击刷新';

/**
 * Registers the service worker and offers a fresh version when one is waiting. Its helper library is fetched
 * after the portal has started: no page needs it to show, and every page's first load is the lighter for it.
 */
export async function registerServiceWorker(enabled = import.meta.env.PROD): Promise<void> {
  if (!enabled || !('serviceWorker' in navigator)) return;
  // Not fetched (the network dropped as the portal started): the portal runs without offline support until next time.
  const library = await import('workbox-window').catch(() => null);
  if (!library) return;
  const workbox = new library.Workbox('/sw.js', { scope: '/' });
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
  await workbox.register().catch(() => undefined);
}
