import { AccountControls } from './AccountControls';
import { Brand } from './Brand';
import { SyncStatus } from './SyncStatus';

/** The phone header: brand, sync state and the account action. */
export function MobileTopBar() {
  return (
    <header className="sticky top-0 z-20 flex items-center justify-between gap-3 border-b border-line/70 bg-canvas/90 px-4 py-2.5 backdrop-blur md:hidden">
      <Brand />
      <div className="flex items-center gap-2">
        <SyncStatus compact />
        <AccountControls compact />
      </div>
    </header>
  );
}
