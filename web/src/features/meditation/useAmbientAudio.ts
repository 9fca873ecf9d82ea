import { useCallback, useEffect, useState } from 'react';
import type { MeditationAudio } from '@selah/shared';
import { playAmbient, stopAmbient } from './ambient-player';

export const PLAY_NEEDS_CONNECTION = 'This sound needs a connection until it is saved for offline.';
export const PLAY_FAILED = 'This sound could not be played right now. Please try again.';

/**
 * Which ambient track plays (one at a time), and the Play/Stop toggle. Stops on leaving the page.
 * A track that cannot play stops, and `problem` says why in plain words.
 */
export function useAmbientAudio() {
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => stopAmbient(), []);

  const toggle = useCallback(
    (track: MeditationAudio) => {
      setProblem(null);
      if (playingId === track.id) {
        stopAmbient();
        setPlayingId(null);
        return;
      }
      playAmbient(track.audioUrl, {
        onError: () => {
          setPlayingId((id) => (id === track.id ? null : id));
          setProblem(navigator.onLine ? PLAY_FAILED : PLAY_NEEDS_CONNECTION);
        },
      });
      setPlayingId(track.id);
    },
    [playingId],
  );

  return { playingId, toggle, problem };
}
