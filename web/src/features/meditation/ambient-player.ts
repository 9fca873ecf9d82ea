/**
 * The one ambient track that may play at a time: a thin wrapper around howler's Howl, kept tiny so
 * tests can replace this module with a fake.
 *
 * html5 audio (not Web Audio) lets the browser stream the file with range requests instead of
 * downloading and decoding it whole first, which is also what the service worker's audio cache
 * serves offline.
 */
import { Howl } from 'howler';

let current: Howl | null = null;

export interface AmbientPlayOptions {
  /** Called if the file cannot be loaded or played; the track is already stopped by then. */
  onError?: () => void;
}

/** Starts looping `src`, stopping (and unloading) whatever played before. */
export function playAmbient(src: string, options: AmbientPlayOptions = {}): void {
  stopAmbient();
  const howl = new Howl({
    src: [src],
    html5: true,
    loop: true,
    onloaderror: () => failed(howl, options),
    onplayerror: () => failed(howl, options),
  });
  current = howl;
  howl.play();
}

/** Stops the current track, if any, and frees its audio element. */
export function stopAmbient(): void {
  const howl = current;
  current = null;
  if (howl) {
    howl.stop();
    howl.unload();
  }
}

function failed(howl: Howl, options: AmbientPlayOptions): void {
  if (current !== howl) return;
  stopAmbient();
  options.onError?.();
}
