import { useEffect } from 'react';

export const APP_NAME = 'Selah';

/** "Mood Tracking · Selah"; the dashboard shows the product name with its tagline. */
export function formatDocumentTitle(title: string | undefined): string {
  return title ? `${title} · ${APP_NAME}` : `${APP_NAME} · Your faith-based wellness community`;
}

/**
 * Sets the document title while the calling component is shown. Once it is gone the product's own
 * title is back, so a screen that names no title never keeps the last screen's.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
    return () => {
      document.title = formatDocumentTitle(undefined);
    };
  }, [title]);
}
