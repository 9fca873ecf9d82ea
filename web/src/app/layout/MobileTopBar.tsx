import { useRef } from 'react';
import { GetHelpButton } from '../../care';
import { AccountControls } from './AccountControls';
import { Brand } from '../../ui/Brand';
import { SyncStatus } from './SyncStatus';
import { useSession } from '../../session/useSession';
import { cn } from '../../lib/cn';
import { useHiddenOnScrollDown } from './useHiddenOnScrollDown';

/**
 * The phone header: brand, "Get help now" and, for a guest, "Sign in", with the sync state on a
 * slim line below. A member signs out from Settings (in More): "Sign out" beside the help button
 * pushed the header past a 360 px screen, and help matters more there.
 * It slides away while the member scrolls down and is back on the first scroll up (or when focus
 * reaches it), so on a phone the content has the screen.
 */
export function MobileTopBar() {
  const { user } = useSession();
  const header = useRef<HTMLElement>(null);
  const hidden = useHiddenOnScrollDown(header);
  return (
    <header
      ref={header}
      data-hidden={hidden || undefined}
      className={cn(
        'sticky top-0 z-20 border-b border-line/70 bg-canvas/90 backdrop-blur md:hidden',
        'motion-safe:transition-transform motion-safe:duration-200',
        hidden && '-translate-y-full',
      )}
    >
      <div className="flex items-center justify-between gap-3 px-4 pt-1 pb-0.5">
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
