import { useState } from 'react';
import {
  completePrivateSession,
  createPrivateSession,
  usePrivateSessions,
  type NewPrivateSession,
} from '../../data/private-sessions';
import { Button, PageHeader, PlusIcon, useToast } from '../../ui';
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
        onScheduleFirst={() => setCreating(true)}
      />
      <NewSessionDialog open={creating} onClose={() => setCreating(false)} onCreate={create} />
    </>
  );
}
