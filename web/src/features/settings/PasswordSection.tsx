import { useState, type FormEvent } from 'react';
import { newPasswordProblem, SIGNUP_MESSAGES } from '@selah/shared';
import { api } from '../../lib/api';
import { Button } from '../../ui';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { PasswordField } from '../../ui/PasswordField';
import { FormMessage, SettingsSection, failureText } from './SettingsSection';

type Message = { kind: 'ok' | 'error'; text: string } | null;

/** Change password (POST /api/password): the current one first; other devices are signed out. */
export function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<Message>(null);

  async function change(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(next, confirm);
    if (problem) return setMessage({ kind: 'error', text: SIGNUP_MESSAGES[problem] });
    setPending(true);
    setMessage(null);
    try {
      const body = await api.post('/api/password', {
        json: { currentPassword: current, newPassword: next, confirmPassword: confirm },
      });
      const ended = body.sessionsEnded;
      setCurrent('');
      setNext('');
      setConfirm('');
      setMessage({
        kind: 'ok',
        text:
          ended > 0
            ? `Your password is changed. ${ended} other ${ended === 1 ? 'device was' : 'devices were'} signed out.`
            : 'Your password is changed.',
      });
    } catch (error) {
      setMessage({
        kind: 'error',
        text: failureText(error),
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <SettingsSection
      id="password"
      title="Password"
      description="Changing it signs you out on your other devices."
      needsConnection
    >
      <form onSubmit={change} className="flex flex-col gap-4" noValidate>
        <PasswordField
          label="Current password"
          name="current-password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <NewPasswordFields
          password={next}
          confirm={confirm}
          onPasswordChange={setNext}
          onConfirmChange={setConfirm}
        />
        <FormMessage message={message} />
        <div>
          <Button
            type="submit"
            disabled={!current || !next || !confirm}
            loading={pending}
            loadingText="Changing..."
          >
            Change password
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
