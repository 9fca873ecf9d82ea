import type { Progress } from '../../data/export';
import { ProgressBar } from '../../ui';

const count = new Intl.NumberFormat('en-US');

/** A long export's or import's progress: a bar (role=progressbar, aria-valuenow) and its figures. */
export function DataProgress({ label, progress }: { label: string; progress: Progress }) {
  const percent = progress.total > 0 ? (progress.done / progress.total) * 100 : 0;
  const text = `${count.format(progress.done)} of ${count.format(progress.total)}`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-ink">{label}</span>
        <span className="text-ink-muted tabular-nums">{text}</span>
      </div>
      <ProgressBar value={percent} label={label} valueText={text} />
    </div>
  );
}
