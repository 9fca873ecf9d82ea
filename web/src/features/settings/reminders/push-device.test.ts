import { describe, expect, it } from 'vitest';
import { keyBytes, pushSupport, type BrowserLike } from './push-device';

function browser(
  userAgent: string,
  extra: { platform?: string; touch?: number; standalone?: boolean; push?: boolean } = {},
): BrowserLike {
  const push = extra.push ?? true;
  return {
    navigator: {
      userAgent,
      platform: extra.platform ?? '',
      maxTouchPoints: extra.touch ?? 0,
      standalone: extra.standalone,
      ...(push ? { serviceWorker: {} } : {}),
    } as unknown as BrowserLike['navigator'],
    matchMedia: () => ({ matches: false }),
    PushManager: push ? {} : undefined,
    Notification: push ? {} : undefined,
  };
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15';

describe('pushSupport', () => {
  it('asks for the Home Screen on iPhone and iPad in a Safari tab', () => {
    expect(pushSupport(browser(IPHONE, { push: false }))).toBe('ios-needs-home-screen');
    expect(pushSupport(browser(IPAD_AS_MAC, { platform: 'MacIntel', touch: 5 }))).toBe(
      'ios-needs-home-screen',
    );
  });

  it('is supported from the Home Screen on iOS, and on a Mac or desktop browser with the APIs', () => {
    expect(pushSupport(browser(IPHONE, { standalone: true }))).toBe('supported');
    expect(pushSupport(browser(IPAD_AS_MAC, { platform: 'MacIntel' }))).toBe('supported');
    expect(pushSupport(browser('Mozilla/5.0 (X11; Linux x86_64) Chrome/131'))).toBe('supported');
    expect(pushSupport(browser('Mozilla/5.0 (X11; Linux x86_64)', { push: false }))).toBe(
      'unsupported',
    );
  });

  it('decodes a base64url key to its bytes', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
