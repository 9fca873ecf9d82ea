import { useCallback, useEffect, useState } from 'react';
import type { MeditationAudio } from '@selah/shared';
import { playAmbient, stopAmbient } from './ambient-player';

/** Which ambient track plays (one at a time), and the Play/Stop toggle. Stops on leaving the page. */
export function useAmbientAudio() {
  const [playingId, setPlayingId] = useState<string | null>(null);

  useEffect(() => () => stopAmbient(), []);

  const toggle = useCallback(
    (track: MeditationAudio) => {
      if (playingId === track.id) {
        stopAmbient();
        setPlayingId(null);
        return;
      }
      playAmbient(track.audioUrl, {
        onError: () => setPlayingId((id) => (id === track.id ? null : id)),
      });
      setPlayingId(track.id);
    },
    [playingId],
  );

  return { playingId, toggle };
}
