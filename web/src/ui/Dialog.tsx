import {
  Description,
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { XIcon } from './icons';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, a click outside, or the Close button. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom (e.g. Cancel / Save). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for confirmations that interrupt the member. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * A modal dialog (Headless UI): focus moves in and is trapped, Escape and a click outside close it,
 * the rest of the page is hidden from assistive tech, and focus returns to the opener on close.
 * On phones it rises from the bottom as a sheet.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  className,
}: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} role={role} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-[#0b1416]/50 backdrop-blur-[2px] transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto sm:items-center sm:p-6">
        <DialogPanel
          transition
          className={cn(
            'relative max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl border border-line/70 bg-surface p-6 shadow-[var(--shadow-lifted)] sm:rounded-3xl sm:p-7',
            'transition duration-200 ease-out data-closed:translate-y-4 data-closed:opacity-0',
            widths[size],
            className,
          )}
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <DialogTitle className="font-display text-xl font-semibold text-ink sm:text-2xl">
                {title}
              </DialogTitle>
              {description && (
                <Description className="mt-1 text-sm text-ink-muted">{description}</Description>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-mr-2 -mt-1 grid size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <XIcon />
            </button>
          </div>
          {children}
          {footer && (
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {footer}
            </div>
          )}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
