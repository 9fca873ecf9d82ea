import { Link } from 'react-router-dom';
import { useSession } from '../../session/useSession';
import { Avatar } from '../../ui/Avatar';

/**
 * The sidebar footer card: the signed-in member (initials, name, level and title from their
 * account), or an invitation for a guest. It opens Settings.
 */
export function SidebarUserCard() {
  const { user } = useSession();
  const name = user?.name ?? 'Welcome, friend';
  return (
    <Link
      to="/settings"
      className="flex min-h-11 items-center gap-3 rounded-2xl bg-surface-muted p-3 hover:bg-primary-soft"
    >
      <Avatar name={user?.name ?? 'Guest'} decorative tone="accent" />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-ink">{name}</p>
        <p className="truncate text-xs text-ink-muted">
          {user ? `Level ${user.level} • ${user.title}` : 'Settings and privacy'}
        </p>
        {/* The card is the way to Settings; said aloud, not printed where it would be cut off. */}
        {user && <span className="sr-only">, Settings</span>}
      </div>
    </Link>
  );
}
