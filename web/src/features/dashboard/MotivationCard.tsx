import type { ReactNode } from 'react';
import type { DailyMotivation, MotivationType } from '@selah/shared';
import { cn } from '../../lib/cn';
import { Button, Card, RefreshIcon, SparklesIcon, Spinner, TargetIcon, XIcon } from '../../ui';
import { FlameIcon, TrendIcon } from '../../ui/icons';

export interface MotivationCardProps {
  /** Unread messages, the one to show first; undefined while loading. */
  unread: DailyMotivation[] | undefined;
  generating: boolean;
  onGenerate: () => void;
  onRead: (id: string) => void;
}

interface TypeStyle {
  label: string;
  icon: ReactNode;
  /** Card tint and the icon chip's colours. */
  card: string;
  chip: string;
}

/** goal_reminder, streak_celebration and progress_highlight look distinct; everything else default. */
const STYLES: Partial<Record<MotivationType, TypeStyle>> = {
  goal_reminder: {
    label: 'Goal Reminder',
    icon: <TargetIcon />,
    card: 'border-primary/25 bg-primary-soft/50',
    chip: 'bg-primary text-on-primary',
  },
  streak_celebration: {
    label: 'Streak Celebration',
    icon: <FlameIcon />,
    card: 'border-accent/30 bg-accent-soft/60',
    chip: 'bg-accent-strong text-on-accent',
  },
  progress_highlight: {
    label: 'Progress Highlight',
    icon: <TrendIcon />,
    card: 'border-success-ink/20 bg-success-soft/70',
    chip: 'bg-success-ink text-surface',
  },
};

const DEFAULT_STYLE: TypeStyle = {
  label: 'Daily Motivation',
  icon: <SparklesIcon />,
  card: 'border-line/70 bg-surface',
  chip: 'bg-surface-muted text-primary-ink',
};

export function motivationStyle(type: MotivationType): TypeStyle {
  return STYLES[type] ?? DEFAULT_STYLE;
}

/**
 * Daily motivation: the first unread message, styled by its type, with "Got it!", dismiss
 * and "New Message"; with nothing unread, the "Ready for Daily Motivation?" prompt.
 */
export function MotivationCard({ unread, generating, onGenerate, onRead }: MotivationCardProps) {
  if (unread === undefined) {
    return (
      <Card
        as="section"
        id="daily-motivation"
        aria-label="Daily motivation"
        className="grid place-items-center py-10"
      >
        <Spinner label="Loading motivation…" />
      </Card>
    );
  }

  const current = unread[0];
  if (!current) {
    return (
      <Card
        as="section"
        id="daily-motivation"
        aria-labelledby="motivation-prompt-title"
        className="flex flex-col items-start gap-4 bg-linear-to-br from-primary-soft/70 to-surface sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-start gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-primary text-on-primary">
            <SparklesIcon />
          </span>
          <div>
            <h2 id="motivation-prompt-title" className="text-lg font-semibold text-ink">
              Ready for Daily Motivation?
            </h2>
            <p className="mt-0.5 text-sm text-ink-muted">
              A word of encouragement drawn from your own journey, ready whenever you are.
            </p>
          </div>
        </div>
        <Button
          onClick={onGenerate}
          loading={generating}
          loadingText="Generating..."
          icon={<SparklesIcon className="size-4" />}
          className="w-full sm:w-auto"
        >
          Get My Daily Motivation
        </Button>
      </Card>
    );
  }

  const style = motivationStyle(current.type);
  return (
    <Card
      as="section"
      id="daily-motivation"
      aria-labelledby="motivation-title"
      data-motivation-type={current.type}
      className={cn('relative', style.card)}
    >
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => onRead(current.id)}
        className="absolute top-2 right-2 grid size-11 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <XIcon />
      </button>
      <div className="flex items-start gap-3 pr-10">
        <span className={cn('grid size-11 shrink-0 place-items-center rounded-2xl', style.chip)}>
          {style.icon}
        </span>
        <div className="min-w-0">
          <h2 id="motivation-title" className="text-lg font-semibold text-ink">
            {style.label}
          </h2>
          {unread.length > 1 && (
            <p className="text-sm text-ink-muted">{unread.length} unread messages</p>
          )}
        </div>
      </div>
      <p className="mt-4 font-display text-lg leading-relaxed break-words text-ink sm:text-xl">
        {current.message}
      </p>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button onClick={() => onRead(current.id)}>Got it!</Button>
        <Button
          variant="secondary"
          onClick={onGenerate}
          loading={generating}
          loadingText="Generating..."
          icon={<RefreshIcon className="size-4" />}
        >
          New Message
        </Button>
      </div>
    </Card>
  );
}
