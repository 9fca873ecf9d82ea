/**
 * What this browser can do about reminders, and the one subscription it holds. Web Push needs a
 * service worker, the Push API and the Notifications API; Safari on iPhone and iPad offers them
 * only to a web app added to the Home Screen (iOS 16.4 or later), so there the app says how.
 */

export type PushSupport = 'supported' | 'ios-needs-home-screen' | 'unsupported';

/** The parts of `window` this reads, so tests can describe any browser. */
export type BrowserLike = {
  navigator: Navigator & { standalone?: boolean };
  matchMedia?: (query: string) => { matches: boolean };
  PushManager?: unknown;
  Notification?: unknown;
};

/** iPhone, iPod or iPad (which says it is a Mac with a touch screen since iPadOS 13). */
export function isAppleMobile(browser: BrowserLike): boolean {
  const { userAgent, platform, maxTouchPoints } = browser.navigator;
  return (
    /iPhone|iPad|iPod/.test(userAgent) ||
    (/Mac/.test(platform || userAgent) && (maxTouchPoints ?? 0) > 1)
  );
}

/** Opened from the Home Screen (or installed) rather than in a browser tab. */
export function isStandalone(browser: BrowserLike): boolean {
  return (
    browser.navigator.standalone === true ||
    browser.matchMedia?.('(display-mode: standalone)').matches === true
  );
}

export function pushSupport(browser: BrowserLike = window as unknown as BrowserLike): PushSupport {
  const apis =
    'serviceWorker' in browser.navigator &&
    browser.PushManager !== undefined &&
    browser.Notification !== undefined;
  if (isAppleMobile(browser) && !isStandalone(browser)) return 'ios-needs-home-screen';
  return apis ? 'supported' : 'unsupported';
}

export type PermissionState = 'default' | 'granted' | 'denied';

export function notificationPermission(): PermissionState {
  return typeof Notification === 'undefined' ? 'default' : Notification.permission;
}

/** base64url to the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type SubscriptionJson = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * Asks for permission (from the member's click), then subscribes this browser with the server's
 * key, or reuses the subscription it already has for that key. Returns null when permission is
 * refused.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<SubscriptionJson | null> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.ready;
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, options.applicationServerKey)) {
    // Made for another server key (the server's keys were replaced): it can no longer be used.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe(options);
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) {
    throw new Error('The browser gave an incomplete subscription');
  }
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}
