/**
 * Every route of the app. Each screen (and the sign-in frame) is lazily imported, so it becomes its own chunk, except the
 * dashboard: it is the first route (`/`, where the app starts), so it ships in the entry chunk
 * with the shell. That saves the first load a round trip and the overhead of a dozen small shared
 * chunks (first-route budget: docs/decisions/006-first-route-budget.md); other screens pay a few
 * KiB for it on a cold deep link.
 * A screen module's default export is its page component.
 *
 * Each screen's element sets the document title ("Goals · Selah") beside the screen, so the
 * router matches the location once per navigation (a second `matchRoutes` to find the title cost
 * start-up a few milliseconds). Each layout sits in a RouteErrorBoundary, which shows RouteError if
 * the layout or its screen crashes. Neither relies on the data router (`useMatches`,
 * `errorElement`): the app runs the declarative BrowserRouter (./App.tsx), whose code is ~16 KiB
 * gzipped smaller on the first route; the tests render these same routes in a memory data router.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import DashboardPage from '../features/dashboard/DashboardPage';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageFallback } from '../ui/PageFallback';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

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

function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/** A screen with its document title, set while the screen's route is the one shown. */
function titled(title: string, screen: ReactNode) {
  return (
    <>
      <DocumentTitle title={title} />
      {screen}
    </>
  );
}

/** A layout with its crash screen, as the element of its route. */
function frame(layout: ReactNode) {
  return <RouteErrorBoundary>{layout}</RouteErrorBoundary>;
}

export const appRoutes: RouteObject[] = [
  {
    element: frame(<AppLayout />),
    children: [
      { index: true, element: titled('Dashboard', <DashboardPage />) },
      { path: 'mood', element: titled('Mood Tracking', <MoodPage />) },
      { path: 'goals', element: titled('Goals', <GoalsPage />) },
      { path: 'journal', element: titled('Journal', <JournalPage />) },
      { path: 'community', element: titled('Community', <CommunityPage />) },
      { path: 'community/prayer', element: titled('Prayer Requests', <PrayerPage />) },
      { path: 'meditation', element: titled('Meditation', <MeditationPage />) },
      {
        path: 'counseling-tips',
        element: titled('Counseling Tips', <CounselingTipsPage />),
      },
      {
        path: 'private-sessions',
        element: titled('Private Sessions', <PrivateSessionsPage />),
      },
      {
        path: 'user-management',
        element: titled('User Management', <UserManagementPage />),
      },
      { path: 'resources', element: titled('Resources', <ResourcesPage />) },
      { path: 'settings', element: titled('Settings', <SettingsPage />) },
      { path: 'privacy', element: titled('Privacy', <PrivacyPage />) },
      { path: 'safety-plan', element: titled('My Safety Plan', <SafetyPlanPage />) },
      { path: '*', element: titled('Page Not Found', <NotFoundPage />) },
    ],
  },
  {
    element: frame(
      <Suspense fallback={<PageFallback />}>
        <AuthLayout />
      </Suspense>,
    ),
    children: [
      { path: 'signup', element: titled('Sign Up', <SignupPage />) },
      { path: 'login', element: titled('Sign In', <LoginPage />) },
      {
        path: 'forgot-password',
        element: titled('Forgot Password', <ForgotPasswordPage />),
      },
      {
        path: 'reset-password',
        element: titled('Choose a New Password', <ResetPasswordPage />),
      },
    ],
  },
];
