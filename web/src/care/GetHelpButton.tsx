import { useState } from 'react';
import { cn } from '../lib/cn';
import { CareIcon } from '../ui/icons';
import { CareDialog, preloadCareDialog } from './CareDialog';

export const GET_HELP_LABEL = 'Get help now';

export interface GetHelpButtonProps {
  /**
   * For a narrow header: no icon and tighter padding (still a 44 px target). The label stays
   * "Get help now" for everyone.
   */
  compact?: boolean;
  className?: string;
}

/**
 * "Get help now": a calm, always-visible button that opens the CareDialog (crisis lines, the
 * emergency numbers, the safety plan). Works with no network; focus returns here on close.
 */
export function GetHelpButton({ compact = false, className }: GetHelpButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        // Help looks likely: fetch the dialog's chunk now (from the service worker's cache).
        onPointerEnter={preloadCareDialog}
        onTouchStart={preloadCareDialog}
        onFocus={preloadCareDialog}
        aria-haspopup="dialog"
        className={cn(
          'inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-full border',
          'border-primary/30 bg-primary-soft/70 text-sm font-semibold whitespace-nowrap',
          'text-primary-ink transition-colors hover:border-primary/50 hover:bg-primary-soft',
          compact ? 'px-3' : 'px-4',
          className,
        )}
      >
        {!compact && <CareIcon className="size-5 shrink-0" />}
        {GET_HELP_LABEL}
      </button>
      <CareDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
