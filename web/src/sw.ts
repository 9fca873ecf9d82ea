/// <reference lib="webworker" />
/**
 * Selah's service worker (built by vite-plugin-pwa's injectManifest into /sw.js).
 *
 * - The app shell (scripts, styles, index.html, icons, artwork) is precached, so a cold start works
 *   offline; every in-app navigation, deep links included, is answered with the precached page.
 * - Images are cached as they are used (bounded); audio is cached whole by the page (Play or "Save
 *   for offline") and served from here with range requests, so seeking works offline.
 * - /api is never touched: no route matches it, so it always goes to the network. The outbox lives in
 *   IndexedDB and is sent by the page; this worker only wakes the page for Background Sync.
 * - A new version waits until the member chooses "Reload" (the page posts SKIP_WAITING).
 * - Reminders arrive as pushes and are shown here (sw-push.ts).
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  AUDIO_CACHE,
  IMAGE_CACHE,
  IMAGE_CACHE_MAX_AGE_SECONDS,
  IMAGE_CACHE_MAX_ENTRIES,
  OUTBOX_SYNC_TAG,
  SKIP_WAITING_MESSAGE,
  SYNC_MESSAGE,
} from './pwa/constants';
import { listenForPushes } from './sw-push';

declare let self: ServiceWorkerGlobalScope;

/** Background Sync's event; not in TypeScript's lib yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isApi = (url: URL) => url.pathname === '/api' || url.pathname.startsWith('/api/');

precacheAndRoute(self.__WB_MANIFEST);
listenForPushes();
cleanupOutdatedCaches();

// Client-side routes get the app shell; /api and anything naming a file (/sw.js, /audio/x.mp3) do not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(?:\/|$)/, /\/[^/]+\.[a-z0-9]+$/i],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && sameOrigin(url) && !isApi(url),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: IMAGE_CACHE_MAX_ENTRIES,
        maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Only whole files (200) are stored: a media element's first request is ranged and answered 206,
// which must never be cached. Cached files answer ranged requests with the right slice (206).
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/audio/'),
  new CacheFirst({
    cacheName: AUDIO_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new RangeRequestsPlugin()],
  }),
);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data) {
    if (data.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  }
});

// The first version takes control at once, so the page that installed it works offline without a
// reload. An update only gets here after the member chose Reload (skipWaiting above).
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// Background Sync (Chromium): wake every open window so its sync engine sends the outbox. The
// requests themselves are never stored or replayed here.
self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  if (syncEvent.tag !== OUTBOX_SYNC_TAG) return;
  syncEvent.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => windows.forEach((client) => client.postMessage({ type: SYNC_MESSAGE }))),
  );
});
