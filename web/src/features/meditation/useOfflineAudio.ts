import { useCallback, useEffect, useRef, useState } from 'react';
import type { MeditationAudio } from '@selah/shared';
import { isSavedForOffline, offlineAudioSupported, saveForOffline } from './offline-audio';

/** Where each track stands: not checked yet, not stored, being stored, or stored for offline. */
export type OfflineState = 'unknown' | 'not-saved' | 'saving' | 'saved';

export interface OfflineAudio {
  /** False where Cache Storage is missing (the controls are then hidden). */
  supported: boolean;
  stateOf: (track: MeditationAudio) => OfflineState;
  /**
   * Stores the track; resolves true once saved, false if it could not be. A failure sets `problem`
   * unless `quiet` (saving on Play is a bonus, not something the member asked for).
   */
  save: (track: MeditationAudio, options?: { quiet?: boolean }) => Promise<boolean>;
  /** Why the last save failed, for the list's status line; null when nothing failed. */
  problem: string | null;
}

export const NEEDS_CONNECTION = 'Saving a sound for offline needs a connection. Try again online.';
export const SAVE_FAILED = 'That sound could not be saved for offline. Please try again.';

/** Which ambient tracks are saved for offline use, checked on mount, and a way to save more. */
export function useOfflineAudio(tracks: MeditationAudio[] | undefined): OfflineAudio {
  const supported = offlineAudioSupported();
  const [states, setStates] = useState<Record<string, OfflineState>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // The same states, readable from async callbacks without waiting for a render.
  const statesRef = useRef(states);

  const set = useCallback((url: string, state: OfflineState) => {
    if (statesRef.current[url] === state) return;
    statesRef.current = { ...statesRef.current, [url]: state };
    setStates(statesRef.current);
  }, []);

  useEffect(() => {
    if (!supported || !tracks) return;
    let cancelled = false;
    for (const { audioUrl } of tracks) {
      if (statesRef.current[audioUrl] && statesRef.current[audioUrl] !== 'unknown') continue;
      isSavedForOffline(audioUrl).then(
        (saved) => {
          if (!cancelled && statesRef.current[audioUrl] !== 'saving') {
            set(audioUrl, saved ? 'saved' : 'not-saved');
          }
        },
        () => !cancelled && set(audioUrl, 'not-saved'),
      );
    }
    return () => {
      cancelled = true;
    };
  }, [supported, tracks, set]);

  const save = useCallback(
    async (track: MeditationAudio, { quiet = false } = {}) => {
      const url = track.audioUrl;
      if (!supported) return false;
      const current = statesRef.current[url];
      if (current === 'saved') return true;
      if (current === 'saving') return false; // already on its way
      set(url, 'saving');
      if (!quiet) setProblem(null);
      try {
        await saveForOffline(url);
        set(url, 'saved');
        return true;
      } catch {
        set(url, 'not-saved');
        if (!quiet) setProblem(navigator.onLine ? SAVE_FAILED : NEEDS_CONNECTION);
        return false;
      }
    },
    [supported, set],
  );

  const stateOf = useCallback(
    (track: MeditationAudio): OfflineState => states[track.audioUrl] ?? 'unknown',
    [states],
  );

  return { supported, stateOf, save, problem };
}
