import { CloudOffIcon } from '../../ui/icons';
import { OFFLINE_SIGN_IN_MESSAGE } from './messages';

/** Why the form cannot be sent right now; announced when it appears. */
export function OfflineNotice() {
  return (
    <p
      role="alert"
      className="flex items-start gap-2.5 rounded-2xl bg-accent-soft px-4 py-3 text-sm font-medium text-accent-ink"
    >
      <CloudOffIcon className="mt-0.5 size-4 shrink-0" />
      {OFFLINE_SIGN_IN_MESSAGE}
    </p>
  );
}
