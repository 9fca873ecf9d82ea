import { useCallback, useState } from 'react';

/**
 * Copies text to the clipboard; `copied` says it worked, so the button can say "Copied". When the
 * browser refuses (no permission, an old browser), the link's field stays selectable for copying
 * by hand.
 */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }, []);
  const reset = useCallback(() => setCopied(false), []);
  return { copied, copy, reset };
}

/**
 * A one-time link, read-only and selected whole on focus, labelled "Link". `focusOnShow` moves the
 * focus to it when it appears in place of a form, so the focus does not fall out of the dialog;
 * `describedBy` names what a screen reader should read with it.
 */
export function LinkField({
  url,
  focusOnShow = false,
  describedBy,
}: {
  url: string;
  focusOnShow?: boolean;
  describedBy?: string;
}) {
  return (
    <label className="flex flex-col gap-2 text-sm font-semibold text-ink">
      Link
      <input
        readOnly
        autoFocus={focusOnShow}
        aria-describedby={describedBy}
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="h-12 min-w-0 rounded-xl border border-line bg-surface-muted px-3 font-mono text-sm text-ink"
      />
    </label>
  );
}
