import type { ComponentType } from 'react';
import {
  BookIcon,
  CalendarHeartIcon,
  HomeIcon,
  LightbulbIcon,
  LotusIcon,
  ShieldUserIcon,
  SmileIcon,
  SparklesIcon,
  TargetIcon,
  UsersIcon,
} from '../ui/icons';

export interface NavItem {
  to: string;
  /** Desktop sidebar label (the screen's full name). */
  label: string;
  /** Mobile bottom bar label; null when the screen is not in the bottom bar. */
  shortLabel: string | null;
  icon: ComponentType<{ className?: string }>;
}

/** The ten screens, in the order the desktop sidebar lists them. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', shortLabel: 'Home', icon: HomeIcon },
  { to: '/mood', label: 'Mood Tracking', shortLabel: 'Mood', icon: SmileIcon },
  { to: '/goals', label: 'Goals', shortLabel: 'Goals', icon: TargetIcon },
  { to: '/journal', label: 'Journal', shortLabel: 'Journal', icon: BookIcon },
  { to: '/community', label: 'Community', shortLabel: 'Community', icon: UsersIcon },
  { to: '/meditation', label: 'Meditation', shortLabel: 'Meditation', icon: LotusIcon },
  { to: '/counseling-tips', label: 'Counseling Tips', shortLabel: 'Tips', icon: LightbulbIcon },
  {
    to: '/private-sessions',
    label: 'Private Sessions',
    shortLabel: 'Sessions',
    icon: CalendarHeartIcon,
  },
  // The mobile bottom bar omits user management.
  { to: '/user-management', label: 'User Management', shortLabel: null, icon: ShieldUserIcon },
  { to: '/resources', label: 'Resources', shortLabel: 'Resources', icon: SparklesIcon },
];

export const BOTTOM_NAV_ITEMS = NAV_ITEMS.filter(
  (item): item is NavItem & { shortLabel: string } => item.shortLabel !== null,
);
