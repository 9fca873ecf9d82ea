/**
 * Where the server may send a push: a subscription's endpoint is a URL the browser's vendor gives,
 * and the server makes an HTTPS request to it. Left open, that is a request forgery: a member could
 * have the server call an address inside its own network (a database, a cloud's metadata service at
 * 169.254.169.254) or any site. So an endpoint must be https: on one of the browsers' push services,
 * on their default port, or on an origin the operator allows (PUSH_ENDPOINT_ALLOW, for tests and
 * self-hosted push services). The sender does not follow redirects either (web-push never does).
 */

/** Push services by host: exact names, and suffixes (a leading dot) for services with many hosts. */
export const BROWSER_PUSH_SERVICES: readonly string[] = [
  // Chrome, Edge on Android, Opera, Samsung Internet (Firebase Cloud Messaging).
  'fcm.googleapis.com',
  'android.googleapis.com',
  // Firefox (Mozilla Push Service).
  'updates.push.services.mozilla.com',
  '.push.services.mozilla.com',
  // Safari on macOS, iPhone and iPad (Apple Push Notification service).
  'web.push.apple.com',
  '.push.apple.com',
  // Edge on Windows (Windows Push Notification Services).
  '.notify.windows.com',
];

export const ENDPOINT_REFUSED_MESSAGE =
  "That push endpoint is not on a browser's push service this server sends to";

function onBrowserPushService(host: string): boolean {
  return BROWSER_PUSH_SERVICES.some((entry) =>
    entry.startsWith('.') ? host.endsWith(entry) && host.length > entry.length : host === entry,
  );
}

/**
 * Parses PUSH_ENDPOINT_ALLOW: comma-separated https origins (`https://push.example.org`,
 * `https://127.0.0.1:8443`). Returns the origins, or throws with the entry that is not one.
 */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`${entry} is not an origin such as https://push.example.org`);
      }
      if (url.protocol !== 'https:' || url.origin !== entry.replace(/\/$/, '')) {
        throw new Error(`${entry} is not an https origin such as https://push.example.org`);
      }
      return url.origin;
    });
}

/** Whether the server may send to this endpoint: https, and a push service or an allowed origin. */
export function isAllowedPushEndpoint(
  endpoint: string,
  allowedOrigins: readonly string[],
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  if (allowedOrigins.includes(url.origin)) return true;
  // A browser's push service on its default port, by name (never an address literal).
  return url.port === '' && onBrowserPushService(url.hostname.toLowerCase());
}
