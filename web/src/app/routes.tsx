/**
 * Every route of SPEC 2. Each screen is lazily imported, so it becomes its own chunk, except the
 * dashboard: it is the first route (`/`, where the app starts), so it ships in the entry chunk
 * with the shell. That saves the first load a round trip and the overhead of a dozen small shared
 * chunks (DESIGN 8 budget); other screens pay a few KiB for it on a cold deep link.
 * A screen module's default export is its page component.
 *
 * `handle.title` sets the document title ("Goals · Selah").
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AuthLayout } from '../features/auth/AuthLayout';
import DashboardPage from '../features/dashboard/DashboardPage';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './RouteError';
import type { RouteHandle } from './useRouteTitle';

const MoodPage = lazy(() => import('../features/mood/MoodPage'));
const GoalsPage = lazy(() => import('../features/goals/GoalsPage'));
const JournalPage = lazy(() => import('../features/journal/JournalPage'));
const CommunityPage = lazy(() => import('../features/community/CommunityPage'));
const MeditationPage = lazy(() => import('../features/meditation/MeditationPage'));
const CounselingTipsPage = lazy(() => import('../features/counseling-tips/CounselingTipsPage'));
const PrivateSessionsPage = lazy(() => import('../features/private-sessions/PrivateSessionsPage'));
const UserManagementPage = lazy(() => import('../features/user-management/UserManagementPage'));
const ResourcesPage = lazy(() => import('../features/resources/ResourcesPage'));
const SignupPage = lazy(() => import('../features/auth/SignupPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../features/forgot-password/ForgotPasswordPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

const titled = (title: string): RouteHandle => ({ title });

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <DashboardPage />, handle: titled('Dashboard') },
      { path: 'mood', element: <MoodPage />, handle: titled('Mood Tracking') },
      { path: 'goals', element: <GoalsPage />, handle: titled('Goals') },
      { path: 'journal', element: <JournalPage />, handle: titled('Journal') },
      { path: 'community', element: <CommunityPage />, handle: titled('Community') },
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
      { path: '*', element: <NotFoundPage />, handle: titled('Page Not Found') },
    ],
  },
  {
    element: <AuthLayout />,
    errorElement: <RouteError />,
    children: [
      { path: 'signup', element: <SignupPage />, handle: titled('Sign Up') },
      { path: 'login', element: <LoginPage />, handle: titled('Sign In') },
      {
        path: 'forgot-password',
        element: <ForgotPasswordPage />,
        handle: titled('Forgot Password'),
      },
    ],
  },
];
