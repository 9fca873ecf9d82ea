import { useEffect } from 'react';

export const APP_NAME = 'Selah';

/** "Mood Tracking · Selah"; the dashboard shows the product name with its tagline. */
export function formatDocumentTitle(title: string | undefined): string {
  return title ? `${title} · ${APP_NAME}` : `${APP_NAME} · Your faith-based wellness community`;
}

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
