/**
 * Every route of the app. Each screen (and the sign-in frame) is lazily imported, so it becomes its own chunk, except the
 * dashboard: it is the first route (`/`, where the app starts), so it ships in the entry chunk
 * with the shell. That saves the first load a round trip and the overhead of a dozen small shared
 * chunks (first-route budget: docs/decisions/006-first-route-budget.md); other screens pay a few
 * KiB for it on a cold deep link.
 * A screen module's default export is its page component.
 *
 * `handle.title` sets the document title ("Goals · Selah"). Each layout sits in a
 * RouteErrorBoundary, which shows RouteError if the layout or its screen crashes. Neither relies on
 * the data router (`useMatches`, `errorElement`): the app runs the declarative BrowserRouter
 * (./App.tsx), whose code is ~16 KiB gzipped smaller on the first route; the tests render these
 * same routes in a memory data router.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import DashboardPage from '../features/dashboard/DashboardPage';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageFallback } from '../ui/PageFallback';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  /** The document title for this screen ("Mood Tracking" -> "Mood Tracking · Selah"). */
  title?: string;
}

// The sign-in frame is not part of the dashboard's first load; its screens are lazy too.
const AuthLayout = lazy(() =>
  import('../features/auth/AuthLayout').then((module) => ({ default: module.AuthLayout })),
);
const MoodPage = lazy(() => import('../features/mood/MoodPage'));
const GoalsPage = lazy(() => import('../features/goals/GoalsPage'));
const JournalPage = lazy(() => import('../features/journal/JournalPage'));
const CommunityPage = lazy(() => import('../features/community/CommunityPage'));
const PrayerPage = lazy(() => import('../features/community/PrayerPage'));
const MeditationPage = lazy(() => import('../features/meditation/MeditationPage'));
const CounselingTipsPage = lazy(() => import('../features/counseling-tips/CounselingTipsPage'));
const PrivateSessionsPage = lazy(() => import('../features/private-sessions/PrivateSessionsPage'));
const UserManagementPage = lazy(() => import('../features/user-management/UserManagementPage'));
const ResourcesPage = lazy(() => import('../features/resources/ResourcesPage'));
const SignupPage = lazy(() => import('../features/auth/SignupPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const PrivacyPage = lazy(() => import('../features/privacy/PrivacyPage'));
const SafetyPlanPage = lazy(() => import('../features/care/SafetyPlanPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));

const titled = (title: string): RouteHandle => ({ title });

/** Sets document.title from the deepest matched route that declares one. */
function RouteTitle() {
  const { pathname } = useLocation();
  const title = [...(matchRoutes(appRoutes, pathname) ?? [])]
    .reverse()
    .map((match) => (match.route.handle as RouteHandle | undefined)?.title)
    .find((value) => value !== undefined);
  useDocumentTitle(title);
  return null;
}

/** A layout with its crash screen and the document title, as the element of its route. */
function frame(layout: ReactNode) {
  return (
    <RouteErrorBoundary>
      <RouteTitle />
      {layout}
    </RouteErrorBoundary>
  );
}

export const appRoutes: RouteObject[] = [
  {
    element: frame(<AppLayout />),
    children: [
      { index: true, element: <DashboardPage />, handle: titled('Dashboard') },
      { path: 'mood', element: <MoodPage />, handle: titled('Mood Tracking') },
      { path: 'goals', element: <GoalsPage />, handle: titled('Goals') },
      { path: 'journal', element: <JournalPage />, handle: titled('Journal') },
      { path: 'community', element: <CommunityPage />, handle: titled('Community') },
      { path: 'community/prayer', element: <PrayerPage />, handle: titled('Prayer Requests') },
      { path: 'meditation', element: <MeditationPage />, handle: titled('Meditation') },
      {
        path: 'counseling-tips',
        element: <CounselingTipsPage />,
        handle: titled('Counseling Tips'),
      },
      {
        path: 'private-sessions',
        element: <PrivateSessionsPage />,
        handle: titled('Private Sessions'),
      },
      {
        path: 'user-management',
        element: <UserManagementPage />,
        handle: titled('User Management'),
      },
      { path: 'resources', element: <ResourcesPage />, handle: titled('Resources') },
      { path: 'settings', element: <SettingsPage />, handle: titled('Settings') },
      { path: 'privacy', element: <PrivacyPage />, handle: titled('Privacy') },
      { path: 'safety-plan', element: <SafetyPlanPage />, handle: titled('My Safety Plan') },
      { path: '*', element: <NotFoundPage />, handle: titled('Page Not Found') },
    ],
  },
  {
    element: frame(
      <Suspense fallback={<PageFallback />}>
        <AuthLayout />
      </Suspense>,
    ),
    children: [
      { path: 'signup', element: <SignupPage />, handle: titled('Sign Up') },
      { path: 'login', element: <LoginPage />, handle: titled('Sign In') },
      {
        path: 'forgot-password',
        element: <ForgotPasswordPage />,
        handle: titled('Forgot Password'),
      },
      {
        path: 'reset-password',
        element: <ResetPasswordPage />,
        handle: titled('Choose a New Password'),
      },
    ],
  },
];
