import { afterEach, describe, expect, it, vi } from 'vitest';
import { endPushSubscription } from './push-subscription';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubWorker(registration: unknown) {
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistration: () => Promise.resolve(registration) },
  });
}

describe('endPushSubscription', () => {
  it('unsubscribes the browser’s push subscription', async () => {
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    stubWorker({ pushManager: { getSubscription: () => Promise.resolve({ unsubscribe }) } });
    await endPushSubscription();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('does nothing without a worker or a subscription, and never throws', async () => {
    vi.stubGlobal('navigator', {});
    await expect(endPushSubscription()).resolves.toBeUndefined();
    stubWorker(undefined);
    await expect(endPushSubscription()).resolves.toBeUndefined();
    stubWorker({ pushManager: { getSubscription: () => Promise.resolve(null) } });
    await expect(endPushSubscription()).resolves.toBeUndefined();
    stubWorker({ pushManager: { getSubscription: () => Promise.reject(new Error('refused')) } });
    await expect(endPushSubscription()).resolves.toBeUndefined();
  });
});
