import type { ReactNode } from 'react';
import { ToastProvider } from '../ui/toast/ToastProvider';
import { SessionProvider } from '../session/SessionProvider';

/** Everything a screen may rely on, around the router (the app and the tests use the same). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <SessionProvider>{children}</SessionProvider>
    </ToastProvider>
  );
}
