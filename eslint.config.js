import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const liveQueryImport = {
  name: 'dexie-react-hooks',
  importNames: ['useLiveQuery'],
  message: 'Use useLiveQuery from web/src/db: it renders results as transitions.',
};

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
          paths: [
            { name: 'dexie', message: 'Read through hooks and write through repositories.' },
            liveQueryImport,
          ],
        },
      ],
    },
  },
);
