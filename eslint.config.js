import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const liveQueryImport = {
  name: 'dexie-react-hooks',
  importNames: ['useLiveQuery'],
  message: 'Use useLiveQuery from web/src/db: it renders results as transitions.',
};

/** What a component never imports: the database itself, or live queries past our transition hook. */
const NO_DIRECT_DATABASE = [
  { name: 'dexie', message: 'Read through hooks and write through repositories.' },
  liveQueryImport,
];

const features = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Which way imports may point. The web app: app/ composes features and may import anything; a
 * feature builds on data, ui, lib, session, db (its hooks) and pwa, never on app/ or another
 * feature; the layers under the features never import features or app/. Tests are held to the same
 * rules: a feature's tests render through web/test/render-screen.tsx, and tests of the whole app
 * (web/test/render-app.tsx) live next to app/. The server: services and the sync code know nothing
 * of the HTTP layer.
 */
/** The layers under care/ (and so under the features): the kit, helpers, data, the database, sync. */
const BELOW_CARE = [
  './web/src/ui',
  './web/src/lib',
  './web/src/data',
  './web/src/session',
  './web/src/db',
  './web/src/sync',
  './web/src/pwa',
];

const importZones = [
  {
    target: './web/src/features',
    from: ['./web/src/app', './web/test/render-app.tsx'],
    message: 'A feature never imports app/ (tests of the whole app live next to app/).',
  },
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to ui/, lib/ or data/.',
  })),
  {
    target: ['./web/src/care', ...BELOW_CARE],
    from: ['./web/src/features', './web/src/app'],
    message: 'Only app/ composes features; the layers below never import features or app/.',
  },
  {
    // care/ holds the pieces of crisis care that every screen offers (Get help now, the helplines,
    // the crisis offer): they read data, so they sit above data/ and ui/ and below the features.
    target: BELOW_CARE,
    from: './web/src/care',
    message: 'Only features and app/ use care/: it builds on the layers below it.',
  },
  {
    target: './web/src/ui',
    from: [
      './web/src/data',
      './web/src/db',
      './web/src/sync',
      './web/src/session',
      './web/src/pwa',
    ],
    message:
      'ui/ is the kit: it shows what it is given. A piece that reads or writes data belongs in data/ (hooks) or a feature.',
  },
  {
    target: './web/src/db',
    from: ['./web/src/sync', './web/src/data'],
    message: 'db/ is the database below everything: it never imports the sync engine or data/.',
  },
  {
    target: './web/src/lib',
    from: [
      './web/src/ui',
      './web/src/data',
      './web/src/db',
      './web/src/sync',
      './web/src/session',
      './web/src/pwa',
    ],
    message: 'lib/ holds plain helpers and imports nothing of the app.',
  },
  {
    target: ['./sync-server/src/services', './sync-server/src/sync'],
    from: './sync-server/src/http',
    message: 'Services and sync know nothing of HTTP: move what they need into services/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.tsbuild/**',
      '**/node_modules/**',
      'data/**',
      'e2e/.artifacts/**',
      'bench/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript sources are parsed as TypeScript when a rule follows an import into them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      // External packages cannot import our modules back, so a cycle is never found through them:
      // not following them keeps the rule (most of ESLint's time) quick.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Another workspace package is imported by its name and entries (e.g. @selah/sync-server/tools),
      // never by a relative path into its sources.
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    // The bench's network-first page is a separate build that takes single rule files from shared's
    // sources on purpose, so its bundle holds those rules and nothing else (no zod).
    files: ['bench/network-first/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Live query results render as transitions: every read goes through web/src/db/useLiveQuery.
    files: ['web/src/**/*.ts'],
    ignores: ['web/src/db/useLiveQuery.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [liveQueryImport] }] },
  },
  {
    // Components never touch the database directly: reads are hooks, writes are repository functions.
    files: ['web/src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: NO_DIRECT_DATABASE,
        },
      ],
    },
  },
  {
    // A screen reads through data/'s hooks: no live queries of its own over Dexie's tables.
    files: ['web/src/features/**/*.{ts,tsx}'],
    ignores: ['web/src/features/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: NO_DIRECT_DATABASE,
          patterns: [
            {
              group: ['**/db', '**/db/useLiveQuery'],
              importNames: ['useLiveQuery'],
              message: "A screen reads through data/'s hooks: move the query there.",
            },
          ],
        },
      ],
    },
  },
  {
    // The web app takes the server's route types for its client (lib/api.ts), never its code: a
    // value import would put the server into the browser bundle.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@selah/sync-server', '@selah/sync-server/*'],
              allowTypeImports: true,
              message: 'Only `import type` from the server: its code must stay out of the bundle.',
            },
          ],
        },
      ],
    },
  },
);
