import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { newPasswordProblem, PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES } from '@selah/shared';
import { useSession } from '../../session/useSession';
import { ApiError, isNetworkError } from '../../lib/api';
import { useOnlineStatus } from '../../lib/useOnlineStatus';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toast/useToast';
import { AuthCard } from './AuthCard';
import { useAlreadySignedIn } from './useAlreadySignedIn';
import { markNewMember } from '../../session/new-member';
import { WELCOME_TOAST } from './messages';
import { OfflineNotice } from './OfflineNotice';
import { PasswordField } from '../../ui/PasswordField';

const FIELD_NAMES = ['username', 'email', 'password', 'confirmPassword'] as const;
type FieldName = (typeof FIELD_NAMES)[number];

function isFieldName(name: string | undefined): name is FieldName {
  return FIELD_NAMES.some((known) => known === name);
}

/**
 * /signup: username, email, password, confirm password, all required. The passwords must match
 * and have at least 6 characters (each checked before the call, with its own toast). Success: a
 * welcome toast, then /. A failed call: a "Signup Failed" toast with the server's message, or a
 * fallback when it sent none.
 * Besides each toast, the field at fault (confirm password, password, or the one the server names:
 * a taken email or username) is marked with the message and focused: a toast goes away, and at
 * 1280 x 720 it lies over "Continue without an account".
 */
export default function SignupPage() {
  const signedIn = useAlreadySignedIn();
  const { signUp } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const [form, setForm] = useState({ username: '', email: '', password: '', confirmPassword: '' });
  const [pending, setPending] = useState(false);
  const [offline, setOffline] = useState(false);
  const [fault, setFault] = useState<{ field: FieldName; message: string } | null>(null);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const field = (name: FieldName) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      // Changing the field at fault is the answer to its message.
      if (fault?.field === name) setFault(null);
    },
    error: fault?.field === name ? fault.message : undefined,
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
  });

  function markField(name: FieldName, message: string) {
    setFault({ field: name, message });
    inputs.current[name]?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(form.password, form.confirmPassword);
    if (problem) {
      markField(problem === 'mismatch' ? 'confirmPassword' : 'password', SIGNUP_MESSAGES[problem]);
      toast({
        title: SIGNUP_MESSAGES[`${problem}Title`],
        description: SIGNUP_MESSAGES[problem],
        variant: 'destructive',
      });
      return;
    }
    if (!navigator.onLine) {
      setOffline(true);
      return;
    }
    setOffline(false);
    setFault(null);
    setPending(true);
    try {
      const member = await signUp(form);
      markNewMember(member.id);
      toast(WELCOME_TOAST);
      navigate('/');
    } catch (error) {
      if (isNetworkError(error)) {
        setOffline(true);
        return;
      }
      const description =
        (error instanceof ApiError && error.serverMessage) || SIGNUP_MESSAGES.failed;
      const blamed = error instanceof ApiError ? error.field : undefined;
      if (isFieldName(blamed)) markField(blamed, description);
      toast({ title: SIGNUP_MESSAGES.failedTitle, description, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  if (signedIn && !pending) return <Navigate to="/" replace />;

  return (
    <AuthCard
      title="Create your account"
      description="Join a community that grows in faith and wellbeing together."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            className="font-semibold text-primary-ink underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-5">
        {(offline || !online) && <OfflineNotice />}
        <TextField label="Username" autoComplete="username" required {...field('username')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          {...field('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <Button type="submit" size="lg" loading={pending} loadingText="Creating account...">
          Create Account
        </Button>
      </form>
    </AuthCard>
  );
}
