import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Select } from '../ui';
import { ShieldHeartIcon } from '../ui/icons';
import { HelplineList } from './HelplineList';
import {
  CARE_REGION_LABELS,
  CARE_REGIONS,
  EMERGENCY_NOTE,
  isCareRegion,
  type CareRegion,
} from '../data/care/helplines';
import { setCareRegion, useCareRegion } from '../data/care/region';

export const CARE_DIALOG_TITLE = 'You are not alone';
export const CARE_DIALOG_BLESSING = 'Reaching out is a brave and faithful step.';
export const SAFETY_PLAN_PATH = '/safety-plan';

export interface CareDialogProps {
  open: boolean;
  /** Escape, a click outside, Close, or following the safety plan link. */
  onClose: () => void;
}

const REGION_OPTIONS = CARE_REGIONS.map((value) => ({ value, label: CARE_REGION_LABELS[value] }));

/**
 * What "Get help now" shows: the member's crisis lines first, as large tap targets, then the region
 * switcher, the emergency numbers and their safety plan. Bundled and read from this device only.
 * Rendered only while the dialog is open, so a closed dialog reads nothing.
 */
export function CareDialogBody({ onClose }: { onClose: () => void }) {
  const stored = useCareRegion();
  // The switcher answers at once; the stored choice follows when its write lands.
  const [picked, setPicked] = useState<CareRegion | null>(null);
  const region = picked ?? stored;

  function changeRegion(value: string) {
    if (!isCareRegion(value)) return;
    setPicked(value);
    void setCareRegion(value).catch(() => {
      // Not kept (storage blocked): the lines still switch for now.
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <section aria-label="Crisis lines" aria-busy={region === undefined || undefined}>
        {region === undefined ? <div className="min-h-36" /> : <HelplineList region={region} />}
        {region !== undefined && region !== 'other' && (
          <p className="mt-3 text-sm text-ink-muted">
            Somewhere else?{' '}
            <a
              href="https://findahelpline.com"
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center font-semibold text-primary-ink underline underline-offset-2"
            >
              Find a helpline at findahelpline.com
            </a>
          </p>
        )}
      </section>

      <Select
        label="Your region"
        hint="Kept on this device only."
        options={REGION_OPTIONS}
        value={region ?? ''}
        disabled={region === undefined}
        onChange={(event) => changeRegion(event.target.value)}
      />

      <p className="rounded-2xl border border-danger/30 bg-danger-soft p-4 text-sm leading-relaxed font-medium text-danger-ink">
        {EMERGENCY_NOTE}
      </p>

      <Link
        to={SAFETY_PLAN_PATH}
        onClick={onClose}
        className="flex min-h-14 items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 text-ink transition-colors hover:bg-surface-muted"
      >
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-ink">
          <ShieldHeartIcon />
        </span>
        <span className="flex flex-col">
          <span className="font-semibold">Open my safety plan</span>
          <span className="text-sm text-ink-muted">Your reasons, your steps, your people.</span>
        </span>
      </Link>

      <p className="text-center text-sm leading-relaxed text-ink-muted">
        You are loved, and you matter. These links call, text or open the line directly; Selah does
        not record them.
      </p>
    </div>
  );
}
