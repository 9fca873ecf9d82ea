import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  deleteAccountResponseSchema,
  ENTITIES,
  LAST_ADMIN_MESSAGE,
  PERSONAL_SYNC_TABLES,
  type User,
} from '@selah/shared';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../session/useSession';
import { Button, Dialog, TextField, useToast } from '../../ui';
import { PasswordField } from '../../ui/PasswordField';
import { FormMessage, SettingsSection, failureText } from './SettingsSection';

/**
 * What the server counts as deleted, in words: every personal table by its declaration's noun (so a
 * new one is named without an edit here), then the member's posts and likes, prayer requests and
 * prayers.
 */
const KIND_LABELS: Record<string, [one: string, many: string]> = {
  ...Object.fromEntries(
    PERSONAL_SYNC_TABLES.map((table) => {
      const { one, many } = ENTITIES[table].export.noun;
      return [table, [one, many]];
    }),
  ),
  communityPosts: ['community post', 'community posts'],
  likes: ['like', 'likes'],
  prayerRequests: ['prayer request', 'prayer requests'],
  prayers: ['prayer', 'prayers'],
  reminders: ['daily reminder', 'daily reminders'],
  pushSubscriptions: ['browser set up for reminders', 'browsers set up for reminders'],
};

/** "12 mood entries, 3 goals and 1 community post" from the server's counts (kinds with rows). */
export function deletedSummary(deleted: Record<string, number>): string {
  const parts = Object.entries(KIND_LABELS)
    .filter(([kind]) => (deleted[kind] ?? 0) > 0)
    .map(([kind, [one, many]]) => `${deleted[kind]} ${deleted[kind] === 1 ? one : many}`);
  if (parts.length === 0) return 'Nothing else was stored.';
  const last = parts.pop()!;
  return `Removed ${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last}.`;
}

/**
 * Delete my account (DELETE /api/me, password required): every row of the member on the server,
 * every session; then this device forgets them too. The last admin names who takes over.
 */
export function DeleteAccountSection({ user }: { user: User }) {
  const { forgetDeletedAccount } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [nextAdmin, setNextAdmin] = useState('');
  const [askSuccessor, setAskSuccessor] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function close() {
    if (pending) return;
    setOpen(false);
    setPassword('');
    setError(null);
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const body = await api.delete('/api/me', {
        json: { password, ...(nextAdmin.trim() ? { nextAdminEmail: nextAdmin.trim() } : {}) },
      });
      const { deleted } = deleteAccountResponseSchema.parse(body);
      await forgetDeletedAccount();
      toast({ title: 'Your account was deleted', description: deletedSummary(deleted) });
      navigate('/', { replace: true });
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.serverMessage : undefined;
      if (message === LAST_ADMIN_MESSAGE) setAskSuccessor(true);
      setError(failureText(failure));
      setPending(false);
    }
  }

  return (
    <SettingsSection
      id="delete-account"
      title="Delete my account"
      description="Removes your account and everything in it from the server and this device: moods, goals, journal, sessions, motivations, your posts and likes, your reminder and the browsers it reaches. Export your data first if you want to keep it."
      needsConnection
    >
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={close}
        role="alertdialog"
        title="Delete your account?"
        description="This cannot be undone. Your other devices are signed out and forget your data when they next connect."
      >
        <form onSubmit={remove} className="flex flex-col gap-4">
          <PasswordField
            label="Your password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {(askSuccessor || user.isAdmin) && (
            <TextField
              label="Email of the member who becomes admin"
              hint="Needed when you are the community’s only admin."
              type="email"
              name="next-admin"
              value={nextAdmin}
              onChange={(event) => setNextAdmin(event.target.value)}
            />
          )}
          <FormMessage message={error ? { kind: 'error', text: error } : null} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" type="button" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button
              variant="danger"
              type="submit"
              disabled={!password}
              loading={pending}
              loadingText="Deleting..."
            >
              Delete everything
            </Button>
          </div>
        </form>
      </Dialog>
    </SettingsSection>
  );
}
