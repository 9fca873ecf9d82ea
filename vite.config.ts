import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { firstScript } from './tooling/vite-first-script.ts';
import { precompress } from './tooling/vite-precompress.ts';

/** The web app manifest at the repository root is the only source; the plugin writes it into the build. */
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

/**
 * Shown (hidden) in the page as document.documentElement.dataset.appVersion. A deployment may set
 * VITE_APP_VERSION (the update test builds two versions this way); otherwise the package version.
 */
const appVersion =
  process.env.VITE_APP_VERSION ||
  (
    JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;

/**
 * react-router's production build in the app's build. Its package.json maps every import condition
 * to its development build (the same router with its development warnings and checks); the
 * production build ships beside it and is what a production bundle should hold: about 0.5 KiB gzipped
 * smaller on the first route, and less to evaluate at start-up. The dev server and the tests keep
 * the development build and its warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const production = fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  );
  return {
    name: 'selah:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === 'react-router' ? production : null),
  };
}

/** The service worker's build: one file, in the option's current name. */
function singleFileWorker(): Plugin {
  return {
    name: 'selah:single-file-worker',
    outputOptions(options) {
      if (!('inlineDynamicImports' in options)) return null;
      const { inlineDynamicImports, ...rest } = options as typeof options & {
        inlineDynamicImports?: boolean;
      };
      return { ...rest, codeSplitting: !inlineDynamicImports } as typeof options;
    },
  };
}

/**
 * Builds the React PWA in web/ into web/dist, which the sync-server serves in production.
 * In development `npm run dev` proxies /api to the sync-server on port 3000, so cookies stay
 * same-origin exactly as in production.
 */
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    reactRouterProductionBuild(),
    // The theme and a returning member's remembered screen, before the app's code has run
    // (web/src/boot.ts; docs/decisions/050-the-remembered-screen.md).
    firstScript('boot', 'src/boot.ts'),
    react(),
    tailwindcss(),
    // The service worker is our own web/src/sw.ts (injectManifest): precached shell, runtime-cached
    // images and audio (with range requests), nothing for /api, and updates only when the member
    // chooses (registerType 'prompt'; web/src/pwa registers it and shows "Update available").
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      // The glob below already lists the icons and artwork; listing them again would only repeat them.
      includeManifestIcons: false,
      injectManifest: {
        // The app shell: code, styles, the page and the small artwork. The 60 s audio loops are
        // cached when first played or saved for offline, never up front.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // icons/*.svg are the artwork sources of the PNGs, never loaded by the app.
        globIgnores: ['audio/**', 'icons/*.svg'],
        // The plugin builds the worker as one file with Rollup's `inlineDynamicImports`, which Vite 8
        // (Rolldown) names `codeSplitting: false` and warns about on every build: say it the new way.
        buildPlugins: { vite: [singleFileWorker()] },
      },
      devOptions: { enabled: false },
    }),
    // Last, so the service worker written above is compressed too.
    precompress(),
  ],
  resolve: {
    alias: [
      // Dexie's package entry wraps its ES5 build (dist/dexie.js) so that require() and import share
      // one copy. A browser bundle has no require(), so the app takes the modern ES build Dexie ships
      // beside it: the same code, 1.3 KiB gzipped smaller on the first route. Every import of
      // 'dexie' (dexie-react-hooks' too) goes through this alias, so there is still one copy.
      {
        find: /^dexie$/,
        replacement: fileURLToPath(
          new URL('./node_modules/dexie/dist/modern/dexie.mjs', import.meta.url),
        ),
      },
    ],
  },
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion),
  },
  build: {
    // Relative to `root`, so this is web/dist. Screens are split into their own chunks by the
    // React.lazy imports in web/src/app/routes.tsx.
    outDir: 'dist',
    emptyOutDir: true,
    // Vite's modulepreload polyfill is for browsers without <link rel="modulepreload"> (Firefox
    // before 115, Safari before 17), where it only fetches earlier what they fetch anyway: every
    // member's first route would carry it (0.5 KiB gzipped) for their sake.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (Rolldown's `$initial` tag: no hand-kept
          // list) goes into one file with it, not a dozen small chunks shared with lazy screens:
          // the first route is one script instead of 17 requests each waiting its turn
          // (docs/decisions/029-open-before-the-network.md). Lazy screens import what they
          // share with it from that file.
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
