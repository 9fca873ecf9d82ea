import { LotusIcon, PageHeader } from '../../ui';

/** The page title with this week's mindful minutes. */
export function MeditationHeader({ weeklyMinutes }: { weeklyMinutes: number | undefined }) {
  return (
    <PageHeader
      title="Meditation"
      description="Find stillness with guided sessions and calming sounds."
      actions={
        <p className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-4 py-2 text-sm font-semibold text-primary-ink">
          <LotusIcon className="size-5" />
          <span>
            <span className="tabular-nums">{weeklyMinutes ?? '–'}</span> minutes this week
          </span>
        </p>
      }
    />
  );
}
