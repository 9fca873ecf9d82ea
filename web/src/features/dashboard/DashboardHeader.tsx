import { Link } from 'react-router-dom';
import { ButtonLink, PageHeader } from '../../ui';
import { SettingsIcon } from './dashboard-icons';

export interface DashboardHeaderProps {
  /** The signed-in member's name; null for a guest. */
  memberName: string | null;
  /** Signed up during this visit: greeted as new, not "back". */
  newMember?: boolean;
}

const iconButton =
  'grid size-11 place-items-center rounded-full border border-line bg-surface text-ink-muted';

/**
 * Welcome text, the guest's way in, and Settings. (No notifications button: reminders do not exist
 * yet, and a control that does nothing is worse than none.)
 */
export function DashboardHeader({ memberName, newMember = false }: DashboardHeaderProps) {
  const firstName = memberName?.trim().split(/\s+/)[0];
  return (
    <PageHeader
      flush
      eyebrow={firstName ? undefined : 'Your faith-based wellness community'}
      title={
        firstName
          ? newMember
            ? `Welcome to Selah, ${firstName}`
            : `Welcome back, ${firstName}`
          : 'Welcome to Selah'
      }
      description="Take a quiet moment to check in, reflect and grow, one gentle step at a time."
      actions={
        <>
          {!memberName && (
            <>
              <ButtonLink to="/signup" variant="accent">
                Join Community
              </ButtonLink>
              <ButtonLink to="/login" variant="secondary">
                Sign In
              </ButtonLink>
            </>
          )}
          <Link to="/settings" aria-label="Settings" className={iconButton}>
            <SettingsIcon />
          </Link>
        </>
      }
    />
  );
}
