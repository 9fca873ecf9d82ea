import { GetHelpButton } from '../../care';
import { AccountControls } from './AccountControls';
import { Brand } from '../../ui/Brand';
import { SyncStatus } from './SyncStatus';
import { useSession } from '../../session/useSession';

/**
 * The phone header: brand, "Get help now" and, for a guest, "Sign in", with the sync state on a
 * slim line below. A member signs out from Settings (in More): "Sign out" beside the help button
 * pushed the header past a 360 px screen, and help matters more there.
 */
export function MobileTopBar() {
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-20 border-b border-line/70 bg-canvas/90 backdrop-blur md:hidden">
      <div className="flex items-center justify-between gap-3 px-4 pt-2.5 pb-1.5">
        <Brand />
        <div className="flex items-center gap-2">
          <GetHelpButton compact />
          {!user && <AccountControls compact />}
        </div>
      </div>
      <SyncStatus className="px-4 pb-2" />
    </header>
  );
}
