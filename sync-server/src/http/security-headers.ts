import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { setAnswerHeaders } from './answer-headers';
import type { AppEnv } from './env';
import { isHttps } from './https';

/** Two years, the usual HSTS lifetime; sent only over HTTPS (browsers ignore it on plain HTTP). */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Only our own origin may supply scripts, workers and connections; inline styles are allowed because
 * UI libraries set style attributes. Audio and images may come from blob: (cached media) and data:;
 * images also from any https: address, since inspirational content may name an https image URL.
 * Browser features the app never uses are switched off; the meditation timer keeps the screen on.
 */
const baseHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    // data: because howler points a stopped html5 track at a silent data: WAV to end its download.
    mediaSrc: ["'self'", 'blob:', 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    serial: [],
    hid: [],
    midi: [],
    displayCapture: [],
    screenWakeLock: ['self'],
  },
  strictTransportSecurity: false,
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
});

export type Header = readonly [name: string, value: string];

/** The headers baseHeaders sets, read once from it (they are the same for every answer). */
export const fixedHeaders: Promise<Header[]> = (async () => {
  const headers = new Headers();
  const context = { res: { headers } } as unknown as Context;
  await baseHeaders(context, async () => undefined);
  return [...headers];
})();
let fixed: Header[] | undefined;
void fixedHeaders.then((headers) => (fixed = headers));

export const HSTS: Header[] = [['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY]];

export const securityHeaders = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    setAnswerHeaders(c, fixed ?? (await fixedHeaders));
    if (isHttps(c)) setAnswerHeaders(c, HSTS);
  });
