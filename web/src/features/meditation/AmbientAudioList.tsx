import { formatDuration, type MeditationAudio } from '@selah/shared';
import { Button, Card, CardHeader, EmptyState, Spinner } from '../../ui';
import { PlayGlyph, StopGlyph } from './media-icons';

export interface AmbientAudioListProps {
  tracks: MeditationAudio[] | undefined;
  playingId: string | null;
  onToggle: (track: MeditationAudio) => void;
}

/** "Meditation Music & Sounds": ambient tracks with a Play/Stop toggle each. */
export function AmbientAudioList({ tracks, playingId, onToggle }: AmbientAudioListProps) {
  return (
    <Card as="section" aria-labelledby="ambient-heading">
      <CardHeader title={<span id="ambient-heading">Meditation Music &amp; Sounds</span>} />
      {tracks === undefined ? (
        <div className="grid place-items-center py-6">
          <Spinner label="Loading sounds..." />
        </div>
      ) : tracks.length === 0 ? (
        <EmptyState text="No sounds available yet." />
      ) : (
        <ul className="divide-y divide-line/70">
          {tracks.map((track) => {
            const playing = track.id === playingId;
            return (
              <li key={track.id} className="flex items-center gap-4 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold text-ink">{track.title}</h3>
                  <p className="text-sm text-ink-muted">{track.description}</p>
                  <p className="mt-0.5 text-xs font-medium text-ink-muted tabular-nums">
                    {formatDuration(track.duration)}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant={playing ? 'accent' : 'secondary'}
                  aria-label={`${playing ? 'Stop' : 'Play'} ${track.title}`}
                  icon={playing ? <StopGlyph /> : <PlayGlyph />}
                  onClick={() => onToggle(track)}
                >
                  {playing ? 'Stop' : 'Play'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className="mt-3 text-sm font-medium text-primary-ink empty:hidden">
        {playingId !== null ? 'Now playing ambient sounds...' : ''}
      </p>
    </Card>
  );
}
