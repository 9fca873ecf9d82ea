import { AUDIO_CACHE } from '../../pwa/constants';

/**
 * Ambient tracks kept for offline use, in the Cache Storage cache the service worker serves audio
 * from ('selah-audio'). The whole file is stored (a 200 response, never a 206 slice), so the worker
 * can answer any range the audio element asks for, offline.
 */

/** Stored files only play offline through the service worker, so both must exist. */
export function offlineAudioSupported(): boolean {
  return (
    typeof caches !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator
  );
}

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/** Whether the whole file is already stored. */
export async function isSavedForOffline(url: string): Promise<boolean> {
  if (!offlineAudioSupported()) return false;
  const cache = await caches.open(AUDIO_CACHE);
  return (await cache.match(absolute(url))) !== undefined;
}

/**
 * Downloads the whole file into the audio cache (nothing to do when it is already there). Rejects
 * when the network or the server fails, leaving nothing half-stored.
 */
export async function saveForOffline(url: string): Promise<void> {
  if (!offlineAudioSupported()) throw new Error('Offline storage is not available in this browser');
  const cache = await caches.open(AUDIO_CACHE);
  const key = absolute(url);
  if (await cache.match(key)) return;
  // Cache.add fetches without a Range header and refuses anything but a 2xx whole response.
  await cache.add(key);
  // Stored media should outlive storage pressure where the browser allows it.
  void navigator.storage?.persist?.().catch(() => false);
}
