import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { newPasswordProblem, SIGNUP_MESSAGES } from '@selah/shared';
import { ApiError, api, isNetworkError } from '../../lib/api';
import { useOnlineStatus } from '../../lib/useOnlineStatus';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/toast/useToast';
import { AuthCard } from './AuthCard';
import { OfflineNotice } from './OfflineNotice';
import { NewPasswordFields } from '../../ui/NewPasswordFields';

const linkClass = 'font-semibold text-primary-ink underline-offset-4 hover:underline';

/** The token from a reset link: it travels in the fragment (#token=...), never to a server log. */
function tokenFrom(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * /reset-password#token=...: the page an admin's one-time link opens. A new password, twice; on
 * success every session of the account has ended, and the member signs in with the new password.
 */
export default function ResetPasswordPage() {
  const { hash } = useLocation();
  const token = tokenFrom(hash);
  const navigate = useNavigate();
  const { toast } = useToast();
  const online = useOnlineStatus();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [offline, setOffline] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem = newPasswordProblem(password, confirm);
    if (problem) return setError(SIGNUP_MESSAGES[problem]);
    setPending(true);
    try {
      await api.post('/api/password-reset', {
        json: { token, newPassword: password, confirmPassword: confirm },
      });
      toast({
        title: 'Your new password is set',
        description: 'Sign in with it. Your other devices were signed out.',
      });
      navigate('/login', { replace: true });
    } catch (failure) {
      if (isNetworkError(failure)) setOffline(true);
      else {
        setError(
          (failure instanceof ApiError && failure.serverMessage) ||
            'Something went wrong. Please try again.',
        );
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="Your admin made this link for you. It works once."
      footer={
        <Link to="/login" className={linkClass}>
          Back to sign in
        </Link>
      }
    >
      {token === '' ? (
        <p role="alert" className="text-base leading-relaxed text-ink">
          This link is missing its code. Open the whole link your admin gave you, or ask them for a
          new one.
        </p>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
          {(offline || !online) && <OfflineNotice />}
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPasswordChange={setPassword}
            onConfirmChange={setConfirm}
            error={error ?? undefined}
          />
          <Button type="submit" size="lg" loading={pending} loadingText="Saving...">
            Set new password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
