import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { LOGIN_MESSAGES } from '@selah/shared';
import { useSession } from '../../session/useSession';
import { ApiError, isNetworkError } from '../../lib/api';
import { useOnlineStatus } from '../../lib/useOnlineStatus';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toast/useToast';
import { AuthCard } from './AuthCard';
import { useAlreadySignedIn } from './useAlreadySignedIn';
import { OfflineNotice } from './OfflineNotice';
import { PasswordField } from '../../ui/PasswordField';

const linkClass = 'font-semibold text-primary-ink underline-offset-4 hover:underline';

/**
 * /login: email and password, both required. Success: a welcome toast, then /. A failed call: a
 * "Login Failed" toast with the server's message, or a fallback when it sent none.
 */
export default function LoginPage() {
  const signedIn = useAlreadySignedIn();
  const { signIn } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [offline, setOffline] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!navigator.onLine) {
      setOffline(true);
      return;
    }
    setOffline(false);
    setPending(true);
    try {
      await signIn(email, password);
      toast({ title: LOGIN_MESSAGES.welcome });
      navigate('/');
    } catch (error) {
      if (isNetworkError(error)) {
        setOffline(true);
        return;
      }
      toast({
        title: LOGIN_MESSAGES.failedTitle,
        description: (error instanceof ApiError && error.serverMessage) || LOGIN_MESSAGES.failed,
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  if (signedIn && !pending) return <Navigate to="/" replace />;

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to continue your journey of faith and wellbeing."
      footer={
        <>
          New to Selah?{' '}
          <Link to="/signup" className={linkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-5">
        {(offline || !online) && <OfflineNotice />}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="flex flex-col gap-2">
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Link to="/forgot-password" className={`${linkClass} self-end text-sm`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" loading={pending} loadingText="Signing in...">
          Sign In
        </Button>
      </form>
    </AuthCard>
  );
}
