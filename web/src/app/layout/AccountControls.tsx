import { Link } from 'react-router-dom';
import { SignOutButton } from '../../features/settings/SignOutButton';
import { cn } from '../../lib/cn';
import { LogInIcon } from '../../ui/icons';
import { useSession } from '../../session/useSession';

/** "Sign in" for a guest, "Sign out" for a member. */
export function AccountControls({ compact = false }: { compact?: boolean }) {
  const { user } = useSession();
  if (user) return <SignOutButton compact={compact} />;
  return (
    <Link
      to="/login"
      className={cn(
        'inline-flex items-center gap-2 text-sm font-semibold whitespace-nowrap text-primary-ink hover:bg-primary-soft',
        compact ? 'h-11 rounded-full px-3' : 'h-11 w-full rounded-xl px-3',
      )}
    >
      <LogInIcon className={compact ? 'size-4' : 'size-5'} />
      Sign in
    </Link>
  );
}
