import type { ReactNode } from 'react';
import { ApiError, isNetworkError } from '../../lib/api';
import { useOnlineStatus } from '../../lib/useOnlineStatus';
import { Card } from '../../ui';

/**
 * One titled section of the Settings screen. A section that `needsConnection` says so under its
 * title only while the device is offline: online it would read as if something were wrong.
 */
export function SettingsSection({
  id,
  title,
  description,
  needsConnection = false,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  needsConnection?: boolean;
  children: ReactNode;
}) {
  const online = useOnlineStatus();
  return (
    <Card as="section" aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <div>
        <h2 id={`${id}-heading`} className="text-lg leading-snug font-semibold text-ink">
          {title}
        </h2>
        {description && (
          <p className="mt-1 text-sm leading-relaxed text-ink-muted">{description}</p>
        )}
        {needsConnection && !online && (
          <p className="mt-1 text-sm text-ink-muted">
            You’re offline: this needs a connection to the community’s server.
          </p>
        )}
      </div>
      {children}
    </Card>
  );
}

/** A short status line under a form: polite for success, an alert for a problem. */
export function FormMessage({
  message,
}: {
  message: { kind: 'ok' | 'error'; text: string } | null;
}) {
  if (!message) return null;
  return message.kind === 'ok' ? (
    <p role="status" className="text-sm font-medium text-success-ink">
      {message.text}
    </p>
  ) : (
    <p role="alert" className="text-sm font-medium text-danger-ink">
      {message.text}
    </p>
  );
}

/** The server's message for a failed call, or a plain one (offline, or it sent none). */
export function failureText(error: unknown): string {
  if (isNetworkError(error)) return 'You are offline. Try again when you are back online.';
  return (
    (error instanceof ApiError && error.serverMessage) || 'Something went wrong. Please try again.'
  );
}
