import { NavLink } from 'react-router-dom';
import { cn } from '../../lib/cn';

const TABS = [
  { to: '/community', label: 'Encouragement' },
  { to: '/community/prayer', label: 'Prayer' },
] as const;

/**
 * The community's two places, one tap apart: the encouragement feed and prayer requests. Links,
 * not tab widgets: each place has its own address, so the back button and a shared link work.
 */
export function CommunityTabs() {
  return (
    <nav aria-label="Community places" className="mb-6">
      <ul className="inline-flex rounded-full bg-surface-muted p-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold transition-colors',
                  isActive
                    ? 'bg-surface text-ink shadow-[var(--shadow-soft)]'
                    : 'text-ink-muted hover:text-ink',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
