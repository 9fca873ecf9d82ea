import type { ComponentType } from 'react';
import {
  BookIcon,
  CalendarHeartIcon,
  HeartIcon,
  HomeIcon,
  LightbulbIcon,
  LockIcon,
  LotusIcon,
  SettingsIcon,
  ShieldUserIcon,
  SmileIcon,
  SparklesIcon,
  TargetIcon,
  UsersIcon,
} from '../ui/icons';

export interface NavItem {
  to: string;
  /** The destination's full name: the desktop sidebar's and the phone's More sheet's label. */
  label: string;
  /** The phone bottom bar's label (short enough not to wrap in a fifth of 360 px). */
  shortLabel: string;
  icon: ComponentType<{ className?: string }>;
  /** Where a phone offers it: in the bottom bar, or in the sheet the bar's More button opens. */
  phone: 'bar' | 'more';
  /** Listed in the desktop sidebar (the others are reached there through the user card). */
  sidebar: boolean;
  /** Offered on the phone to admins only. */
  adminOnly?: boolean;
}

/**
 * Every place the navigation leads, in order: one list drives the desktop sidebar, the phone's
 * bottom bar and its More sheet.
 */
export const DESTINATIONS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', shortLabel: 'Home', icon: HomeIcon, phone: 'bar', sidebar: true },
  {
    to: '/mood',
    label: 'Mood Tracking',
    shortLabel: 'Mood',
    icon: SmileIcon,
    phone: 'bar',
    sidebar: true,
  },
  {
    to: '/goals',
    label: 'Goals',
    shortLabel: 'Goals',
    icon: TargetIcon,
    phone: 'more',
    sidebar: true,
  },
  {
    to: '/journal',
    label: 'Journal',
    shortLabel: 'Journal',
    icon: BookIcon,
    phone: 'bar',
    sidebar: true,
  },
  {
    to: '/community',
    label: 'Community',
    shortLabel: 'Community',
    icon: UsersIcon,
    phone: 'bar',
    sidebar: true,
  },
  {
    to: '/meditation',
    label: 'Meditation',
    shortLabel: 'Meditation',
    icon: LotusIcon,
    phone: 'more',
    sidebar: true,
  },
  {
    to: '/counseling-tips',
    label: 'Counseling Tips',
    shortLabel: 'Tips',
    icon: LightbulbIcon,
    phone: 'more',
    sidebar: true,
  },
  {
    to: '/private-sessions',
    label: 'Private Sessions',
    shortLabel: 'Sessions',
    icon: CalendarHeartIcon,
    phone: 'more',
    sidebar: true,
  },
  {
    to: '/user-management',
    label: 'User Management',
    shortLabel: 'Users',
    icon: ShieldUserIcon,
    phone: 'more',
    sidebar: true,
    adminOnly: true,
  },
  {
    to: '/resources',
    label: 'Resources',
    shortLabel: 'Resources',
    icon: SparklesIcon,
    phone: 'more',
    sidebar: true,
  },
  {
    to: '/settings',
    label: 'Settings',
    shortLabel: 'Settings',
    icon: SettingsIcon,
    phone: 'more',
    sidebar: false,
  },
  {
    to: '/privacy',
    label: 'Privacy',
    shortLabel: 'Privacy',
    icon: LockIcon,
    phone: 'more',
    sidebar: false,
  },
  {
    to: '/safety-plan',
    label: 'My safety plan',
    shortLabel: 'Safety plan',
    icon: HeartIcon,
    phone: 'more',
    sidebar: false,
  },
];

/** The ten screens, in the order the desktop sidebar lists them. */
export const NAV_ITEMS = DESTINATIONS.filter((item) => item.sidebar);

/** The places members use most: the phone bottom bar, before its More button. */
export const BOTTOM_NAV_ITEMS = DESTINATIONS.filter((item) => item.phone === 'bar');

/** Everything else, in the phone's More sheet (admin-only items included: filter them). */
export const MORE_ITEMS = DESTINATIONS.filter((item) => item.phone === 'more');
