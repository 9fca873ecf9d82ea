import { useSession } from '../../session/useSession';
import { useSyncStatus } from '../../sync';

/**
 * Whether the server has confirmed a signed-in member here, so /login and /signup have nothing to
 * offer and send them to the dashboard. Not while sync asks them to sign in again: their session
 * ended on the server and this is where they do it.
 */
export function useAlreadySignedIn(): boolean {
  const { user, checked } = useSession();
  const sync = useSyncStatus();
  return user !== null && checked && sync.state !== 'signin';
}
