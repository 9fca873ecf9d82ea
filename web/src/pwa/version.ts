/**
 * The build's version: VITE_APP_VERSION when the deployment sets it, else the package version
 * (vite.config.ts defines it). 'dev' under the dev server and in unit tests.
 */
export const APP_VERSION: string =
  (import.meta.env.VITE_APP_VERSION as string | undefined) ?? 'dev';

/** Puts the version on <html data-app-version>, where support staff and the update test can read it. */
export function markAppVersion(): void {
  document.documentElement.dataset.appVersion = APP_VERSION;
}
