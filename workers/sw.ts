/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

// The app shell and every built chunk are precached, so the portal opens offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes get the shell; service calls never do.
const servicePrefixes = [/^\/api\//, /^\/orderapi\//, /^\/registryapi\//, /^\/aiuuapi\//, /^\/legacy\//];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: servicePrefixes }));

// Login banners change rarely: keep the last few for offline and slow starts.
registerRoute(
  ({ url }) => url.pathname.startsWith('/api/banner/image/'),
  new CacheFirst({ cacheName: 'banners', plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 7 * 24 * 3600 })] }),
);

self.addEventListener('message', (event) => {
  if (event.data && (event.data as { type?: string }).type === 'SKIP_WAITING') void self.skipWaiting();
});
