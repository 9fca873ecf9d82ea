import { useState } from 'react';
import type { PrivateSession } from '@selah/shared';
import {
  completePrivateSession,
  createPrivateSession,
  deletePrivateSession,
  usePrivateSessions,
  type NewPrivateSession,
} from '../../data/private-sessions';
import { Button, ConfirmDialog, PageHeader, PlusIcon, useToast } from '../../ui';
import { NewSessionDialog } from './NewSessionDialog';
import { SessionList } from './SessionList';

/**
 * /private-sessions: the member's sessions (personal, so guests keep them locally too), upcoming
 * scheduled ones first, and the New Session dialog.
 */
export default function PrivateSessionsPage() {
  const sessions = usePrivateSessions();
  const { toast } = useToast();
  const [creating, setCreating] = useState(false);
  // Kept while the confirmation fades out, so its text does not empty.
  const [deleting, setDeleting] = useState<{ session: PrivateSession | null; open: boolean }>({
    session: null,
    open: false,
  });
  const [removing, setRemoving] = useState(false);

  async function create(input: NewPrivateSession): Promise<boolean> {
    try {
      await createPrivateSession(input);
      toast({ title: 'Session created successfully!' });
      return true;
    } catch (error) {
      console.warn('Could not create the session', error);
      toast({
        title: 'Error',
        description: 'Failed to create session. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  }

  async function complete(id: string) {
    try {
      if (await completePrivateSession(id)) toast({ title: 'Session marked as completed!' });
    } catch (error) {
      console.warn('Could not complete the session', error);
      toast({
        title: 'Error',
        description: 'Failed to update session. Please try again.',
        variant: 'destructive',
      });
    }
  }

  async function remove(session: PrivateSession) {
    setRemoving(true);
    try {
      await deletePrivateSession(session.id);
      setDeleting((current) => ({ ...current, open: false }));
      toast({ title: 'Session deleted' });
    } catch (error) {
      console.warn('Could not delete the session', error);
      toast({
        title: 'Couldn’t delete the session',
        description: 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setRemoving(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Private Sessions"
        description="Your counseling, coaching and spiritual direction sessions, kept private."
        actions={
          <Button icon={<PlusIcon />} onClick={() => setCreating(true)}>
            New Session
          </Button>
        }
      />
      <SessionList
        sessions={sessions}
        onComplete={(id) => void complete(id)}
        onDelete={(session) => setDeleting({ session, open: true })}
        onScheduleFirst={() => setCreating(true)}
      />
      <NewSessionDialog open={creating} onClose={() => setCreating(false)} onCreate={create} />
      <ConfirmDialog
        open={deleting.open}
        title="Delete this session?"
        description={
          deleting.session
            ? `“${deleting.session.title}” will be deleted. This can’t be undone.`
            : undefined
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={removing}
        onConfirm={() => deleting.session && void remove(deleting.session)}
        onCancel={() => setDeleting((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
