import { useVersionChanged, VERSION_CHANGE_MESSAGE } from '../../db/version-change';

/** Shown once another tab upgraded the local database: this tab must reload to keep working. */
export function VersionChangeBanner() {
  const changed = useVersionChanged();
  if (!changed) return null;
  return (
    <div
      role="alert"
      // Of this visit only: never part of the remembered screen (lib/remembered-screen.ts).
      data-not-remembered=""
      className="fixed inset-x-0 top-0 z-[150] flex flex-wrap items-center justify-center gap-3 bg-accent-strong px-4 py-3 text-sm font-semibold text-on-accent shadow-[var(--shadow-lifted)]"
    >
      <span>{VERSION_CHANGE_MESSAGE}</span>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-full bg-on-accent px-4 py-1.5 text-accent-strong"
      >
        Reload
      </button>
    </div>
  );
}
