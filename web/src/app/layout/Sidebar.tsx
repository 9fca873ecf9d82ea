import { NavLink } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { NAV_ITEMS } from '../navigation';
import { AccountControls } from './AccountControls';
import { Brand } from '../../ui/Brand';
import { GetHelpButton } from '../../care';
import { SidebarUserCard } from './SidebarUserCard';
import { SyncStatus } from './SyncStatus';

/** The desktop navigation (md and up): brand, the ten screens, and the static user card. */
export function Sidebar() {
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-line/80 bg-surface md:flex">
      <div className="px-5 pt-6 pb-5">
        <Brand withTagline />
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 pb-4">
        <ul className="flex flex-col gap-0.5">
          {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/'}
                className={({ isActive }) =>
                  cn(
                    'group flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-primary-soft font-semibold text-primary-ink'
                      : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon
                      className={cn(
                        'size-5 shrink-0',
                        isActive ? 'text-primary' : 'text-ink-muted group-hover:text-ink',
                      )}
                    />
                    {label}
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-2 border-t border-line/80 p-3">
        <GetHelpButton className="w-full" />
        <SyncStatus className="px-3 py-1" />
        <SidebarUserCard />
        <AccountControls />
      </div>
    </aside>
  );
}
