/**
 * The start-up's first script: a few lines that need none of the app's libraries, so the browser
 * runs them while it is still parsing the app's entry (main.tsx). The build bundles it alone and
 * puts its tag before the entry's (tooling/vite-first-script.ts). It applies the member's theme
 * before anything is painted, then paints a returning member's screen as it was when they last
 * saw it today (lib/remembered-screen.ts), which React replaces.
 */
import { paintRememberedScreen } from './lib/remembered-screen';
import { applyTheme } from './lib/theme-choice';
import { rememberedAccountId } from './session/session-cache';

applyTheme();
try {
  paintRememberedScreen(rememberedAccountId());
} catch {
  // Storage blocked or a copy in a shape this version does not know: the static shell stays.
}
