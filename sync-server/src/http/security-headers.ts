import { secureHeaders } from 'hono/secure-headers';

/**
 * Only our own origin may supply scripts, workers and connections; inline styles are allowed because
 * UI libraries set style attributes. Audio and images may come from blob: (cached media) and data:.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
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
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
  });
