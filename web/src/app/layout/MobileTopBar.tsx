import { GetHelpButton } from '../../ui/care';
import { AccountControls } from './AccountControls';
import { Brand } from '../../ui/Brand';
import { SyncStatus } from './SyncStatus';

/**
 * The phone header: brand, "Get help now" and the account action, with the sync state on a slim
 * line below.
 */
export function MobileTopBar() {
  return (
    <header className="sticky top-0 z-20 border-b border-line/70 bg-canvas/90 backdrop-blur md:hidden">
      <div className="flex items-center justify-between gap-3 px-4 pt-2.5 pb-1.5">
        <Brand />
        <div className="flex items-center gap-2">
          <GetHelpButton compact />
          <AccountControls compact />
        </div>
      </div>
      <SyncStatus className="px-4 pb-2" />
    </header>
  );
}
