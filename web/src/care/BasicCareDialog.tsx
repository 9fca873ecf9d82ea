import { useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { XIcon } from '../ui';
import {
  CARE_DIALOG_BLESSING,
  CARE_DIALOG_TITLE,
  CareDialogBody,
  type CareDialogProps,
} from './CareDialogBody';

/**
 * The care dialog without Headless UI, for when its chunk cannot load (offline before the service
 * worker had cached it) or is slow: the same content in a labelled modal that takes focus, closes
 * on Escape or Close, and gives focus back to the opener. Part of the main bundle, so help always
 * opens.
 */
export function BasicCareDialog({ open, onClose }: CareDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto bg-[#0b1416]/50 sm:items-center sm:p-6">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className="relative max-h-[92dvh] w-full max-w-lg overflow-y-auto rounded-t-3xl border border-line/70 bg-surface p-6 shadow-[var(--shadow-lifted)] outline-none sm:rounded-3xl sm:p-7"
      >
        <div className="mb-5 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="font-display text-xl font-semibold text-ink sm:text-2xl">
              {CARE_DIALOG_TITLE}
            </h2>
            <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
              {CARE_DIALOG_BLESSING}
            </p>
          </div>
          <button
            type="button"
            onClick={() => close.current()}
            aria-label="Close"
            className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            <XIcon />
          </button>
        </div>
        <CareDialogBody onClose={() => close.current()} />
      </div>
    </div>,
    document.body,
  );
}
