import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BookIcon, Card, CardHeader, LightbulbIcon, TargetIcon } from '../../ui';
import { PenIcon, WindIcon } from './lower-icons';

interface QuickAction {
  label: string;
  detail?: string;
  to: string;
  icon: ReactNode;
  tone: string;
}

const ACTIONS: QuickAction[] = [
  {
    label: 'Quick Journal',
    to: '/journal',
    icon: <PenIcon />,
    tone: 'bg-primary-soft text-primary-ink',
  },
  { label: 'New Goal', to: '/goals', icon: <TargetIcon />, tone: 'bg-accent-soft text-accent-ink' },
  {
    label: 'Breathe',
    detail: '5-min session',
    to: '/meditation',
    icon: <WindIcon />,
    tone: 'bg-success-soft text-success-ink',
  },
  {
    label: 'Resources',
    to: '/resources',
    icon: <LightbulbIcon />,
    tone: 'bg-surface-muted text-ink',
  },
];

/** Four shortcuts: Quick Journal, New Goal, Breathe and Resources. */
export function QuickActions() {
  return (
    <Card as="section" aria-labelledby="quick-actions-title">
      <CardHeader icon={<BookIcon />} title={<span id="quick-actions-title">Quick Actions</span>} />
      <ul className="grid grid-cols-2 gap-3">
        {ACTIONS.map((action) => (
          <li key={action.to + action.label}>
            <Link
              to={action.to}
              className="flex h-full flex-col items-start gap-2 rounded-2xl border border-line/70 p-3 transition-colors hover:bg-surface-muted sm:p-4"
            >
              <span className={`grid size-10 place-items-center rounded-xl ${action.tone}`}>
                {action.icon}
              </span>
              <span className="text-sm font-semibold text-ink">{action.label}</span>
              {action.detail && (
                <span className="-mt-1.5 text-xs text-ink-muted">{action.detail}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
