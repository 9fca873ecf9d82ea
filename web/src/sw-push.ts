/// <reference lib="webworker" />
/**
 * Reminders in the service worker: a push must always show a notification (browsers revoke the
 * permission of sites whose pushes show nothing), and a click opens the check-in.
 *
 * The server never sends anything personal; the worker adds nothing personal either. When this
 * device already holds a mood for today that the server has not seen (logged offline), the
 * reminder is replaced by a softer note that today's check-in is done.
 */

declare let self: ServiceWorkerGlobalScope;

export const CHECKED_IN_TITLE = 'Selah';
export const CHECKED_IN_BODY = 'You’ve checked in today. It will sync when you are back online.';
const FALLBACK = {
  kind: 'reminder',
  title: 'Selah',
  body: 'A quiet moment for your check-in, whenever you are ready.',
  url: '/mood',
  tag: 'selah-reminder',
};
type Message = typeof FALLBACK;
/** A path on this origin ('/mood'), never another site ('//elsewhere.example', 'https:...'). */
const APP_PATH = /^\/(?![/\\])/;

function parse(event: PushEvent): Message {
  try {
    const data = event.data?.json() as Partial<Message> | undefined;
    if (!data || typeof data !== 'object') return FALLBACK;
    return {
      kind: typeof data.kind === 'string' ? data.kind : FALLBACK.kind,
      title: typeof data.title === 'string' ? data.title : FALLBACK.title,
      body: typeof data.body === 'string' ? data.body : FALLBACK.body,
      // Only a path of this app: a message must not send the member elsewhere.
      url: typeof data.url === 'string' && APP_PATH.test(data.url) ? data.url : FALLBACK.url,
      tag: typeof data.tag === 'string' ? data.tag : FALLBACK.tag,
    };
  } catch {
    return FALLBACK;
  }
}

function openDatabase(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    // Opening a database that does not exist creates an empty one: abort that instead.
    request.onupgradeneeded = () => request.transaction?.abort();
  });
}

function hasMoodBetween(db: IDBDatabase, from: string, to: string): Promise<boolean> {
  return new Promise((resolve) => {
    if (!db.objectStoreNames.contains('moodEntries')) return resolve(false);
    const index = db
      .transaction('moodEntries', 'readonly')
      .objectStore('moodEntries')
      .index('date');
    const request = index.count(IDBKeyRange.bound(from, to, false, true));
    request.onsuccess = () => resolve(request.result > 0);
    request.onerror = () => resolve(false);
  });
}

/** Whether a member's database on this device holds a mood dated today on the device's clock. */
export async function moodOnDeviceToday(now = new Date()): Promise<boolean> {
  if (!('databases' in indexedDB)) return false;
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const names = (await indexedDB.databases())
    .map((info) => info.name)
    .filter((name): name is string => !!name?.startsWith('selah-user-'));
  for (const name of names) {
    const db = await openDatabase(name);
    if (!db) continue;
    try {
      if (await hasMoodBetween(db, start.toISOString(), end.toISOString())) return true;
    } finally {
      db.close();
    }
  }
  return false;
}

async function show(message: Message): Promise<void> {
  const checkedIn = message.kind === 'reminder' && (await moodOnDeviceToday().catch(() => false));
  await self.registration.showNotification(checkedIn ? CHECKED_IN_TITLE : message.title, {
    body: checkedIn ? CHECKED_IN_BODY : message.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    tag: message.tag,
    data: { url: message.url },
  });
}

/** The window to show the check-in in: one of this app's already open, focused; else a new one. */
async function openCheckIn(url: string): Promise<void> {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const existing = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (existing) {
    const navigated = await existing.navigate(target).catch(() => null);
    await (navigated ?? existing).focus().catch(() => undefined);
    if (navigated) return;
  }
  await self.clients.openWindow(target);
}

export function listenForPushes(): void {
  self.addEventListener('push', (event) => {
    event.waitUntil(show(parse(event)));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const url = typeof data?.url === 'string' && APP_PATH.test(data.url) ? data.url : '/mood';
    event.waitUntil(openCheckIn(url));
  });
}
