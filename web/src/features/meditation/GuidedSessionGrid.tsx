import type { GuidedSession } from '@selah/shared';
import { Badge, Button, Card, CardHeader } from '../../ui';
import { PlayGlyph } from './media-icons';

const levelTone = { Beginner: 'success', Intermediate: 'primary', Advanced: 'accent' } as const;

export interface GuidedSessionGridProps {
  sessions: readonly GuidedSession[];
  onStart: (session: GuidedSession) => void;
}

/**
 * The built-in guided sessions, each with its minutes, level and a Start button: a list of rows on a
 * phone, like the sounds below (title and details beside Start, so the six leave room for the
 * sounds), cards from sm.
 */
export function GuidedSessionGrid({ sessions, onStart }: GuidedSessionGridProps) {
  return (
    <Card as="section" aria-labelledby="guided-heading">
      <CardHeader title={<span id="guided-heading">Guided Sessions</span>} />
      <ul className="divide-y divide-line/70 sm:grid sm:grid-cols-2 sm:gap-3 sm:divide-y-0 lg:grid-cols-3">
        {sessions.map((session) => (
          <li
            key={session.title}
            className="flex items-center gap-3 py-3 first:pt-0 last:pb-0 sm:flex-col sm:items-stretch sm:rounded-2xl sm:border sm:border-line/70 sm:bg-canvas/60 sm:p-4 sm:first:pt-4 sm:last:pb-4"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1 sm:gap-3">
              <h3 className="font-semibold text-ink">{session.title}</h3>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="text-sm text-ink-muted">{session.minutes} minutes</span>
                <Badge tone={levelTone[session.level]}>{session.level}</Badge>
              </div>
            </div>
            <Button
              size="sm"
              className="shrink-0 sm:self-start"
              aria-label={`Start ${session.title}`}
              icon={<PlayGlyph />}
              onClick={() => onStart(session)}
            >
              Start
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
