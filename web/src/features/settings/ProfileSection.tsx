import { useState, type FormEvent } from 'react';
import { meResponseSchema, type User } from '@selah/shared';
import { api } from '../../lib/api';
import { useSession } from '../../session/useSession';
import { Button, TextField } from '../../ui';
import { FormMessage, SettingsSection, failureText } from './SettingsSection';

type Message = { kind: 'ok' | 'error'; text: string } | null;

/** Name and username (PATCH /api/me). */
export function ProfileSection({ user }: { user: User }) {
  const { updateUser } = useSession();
  const [name, setName] = useState(user.name);
  const [username, setUsername] = useState(user.username);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const changed = name.trim() !== user.name || username.trim() !== user.username;

  async function save(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    try {
      const body = await api.patch('/api/me', {
        json: {
          ...(name.trim() !== user.name ? { name } : {}),
          ...(username.trim() !== user.username ? { username } : {}),
        },
      });
      const saved = meResponseSchema.parse(body).user;
      updateUser(saved);
      setName(saved.name);
      setUsername(saved.username);
      setMessage({ kind: 'ok', text: 'Your profile is saved.' });
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
    <SettingsSection id="profile" title="Profile" needsConnection>
      <form onSubmit={save} className="flex flex-col gap-4">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          maxLength={40}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <p className="text-sm text-ink-muted">Email: {user.email}</p>
        <FormMessage message={message} />
        <div>
          <Button type="submit" disabled={!changed} loading={pending} loadingText="Saving...">
            Save profile
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
