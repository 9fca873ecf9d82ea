import { Link } from 'react-router-dom';
import { SignOutButton } from '../../features/auth/SignOutButton';
import { cn } from '../../lib/cn';
import { LogInIcon } from '../../ui/icons';
import { useSession } from '../session/useSession';

/** "Sign in" for a guest, "Sign out" for a member. */
export function AccountControls({ compact = false }: { compact?: boolean }) {
  const { user } = useSession();
  if (user) return <SignOutButton compact={compact} />;
  return (
    <Link
      to="/login"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-primary-ink hover:bg-primary-soft',
        compact ? 'h-9 px-3' : 'h-8 px-2.5',
      )}
    >
      <LogInIcon className="size-4" />
      Sign in
    </Link>
  );
}
