import { formatDuration, type MeditationAudio } from '@selah/shared';
import { cn } from '../../lib/cn';
import { Button, Card, CardHeader, EmptyState, Spinner } from '../../ui';
import { DownloadGlyph, PlayGlyph, SavedGlyph, StopGlyph } from './media-icons';
import type { OfflineState } from './useOfflineAudio';

export interface AmbientAudioOffline {
  /** False where the browser cannot store files (the controls are hidden). */
  supported: boolean;
  stateOf: (track: MeditationAudio) => OfflineState;
  onSave: (track: MeditationAudio) => void;
}

export interface AmbientAudioListProps {
  tracks: MeditationAudio[] | undefined;
  playingId: string | null;
  onToggle: (track: MeditationAudio) => void;
  offline?: AmbientAudioOffline;
  /** A calm explanation when a sound could not be played or saved. */
  problem?: string | null;
}

/**
 * "Saved for offline" and the "Save for offline" button take the same room, so the rows are evenly
 * spaced whatever each sound's state: both 44 px tall (the button's target) with 12 px of it reaching
 * into the space above and below, so the line itself lays out 20 px tall.
 */
const offlineLine = '-my-3 inline-flex min-h-11 items-center gap-1 text-xs font-semibold';

function OfflineControl({
  track,
  offline,
}: {
  track: MeditationAudio;
  offline: AmbientAudioOffline;
}) {
  const state = offline.stateOf(track);
  if (state === 'unknown') return null;
  if (state === 'saved') {
    return (
      <span className={cn(offlineLine, 'text-success-ink')}>
        <SavedGlyph className="size-3.5 shrink-0" />
        Saved for offline
      </span>
    );
  }
  const saving = state === 'saving';
  return (
    <button
      type="button"
      onClick={() => offline.onSave(track)}
      disabled={saving}
      aria-label={
        saving ? `Saving for offline: ${track.title}` : `Save for offline: ${track.title}`
      }
      className={cn(
        offlineLine,
        '-mx-2 rounded-full px-2 text-primary-ink underline-offset-2 hover:underline disabled:cursor-wait disabled:no-underline disabled:opacity-70',
      )}
    >
      <DownloadGlyph className="size-3.5 shrink-0" />
      {saving ? 'Saving...' : 'Save for offline'}
    </button>
  );
}

/**
 * "Meditation Music & Sounds": ambient tracks with a Play/Stop toggle each, and a way to keep each
 * one for offline listening (playing a track keeps it too).
 */
export function AmbientAudioList({
  tracks,
  playingId,
  onToggle,
  offline,
  problem,
}: AmbientAudioListProps) {
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
                  <p className="mt-1 flex min-h-5 flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium text-ink-muted tabular-nums">
                    <span>{formatDuration(track.duration)}</span>
                    {offline?.supported && <OfflineControl track={track} offline={offline} />}
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
      <p role="status" className="mt-2 text-sm text-ink-muted empty:hidden">
        {problem ?? ''}
      </p>
    </Card>
  );
}
