import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './scripts/lint/feature-boundaries.js';
import { layers } from './scripts/lint/layers.js';
import { noCycle } from './scripts/lint/no-cycle.js';

// Rules of ours (scripts/lint/): one plugin object, named the same wherever it is used.
const inkpost = { rules: { 'feature-boundaries': featureBoundaries, layers, 'no-cycle': noCycle } };

// Import boundaries: the folder a file sits in says which runtime it may use.
const electronOnlyInShell = { name: 'electron', message: 'electron may be imported only in src-main/shell and src-main/preload.' };
const CORE_PATHS = [electronOnlyInShell, 'react', 'react-dom'];
// Code names instead of climbing folders (package.json "imports"): a file's imports say what they use.
const NO_CLIMBING = { regex: '^(\\.\\./){2,}', message: 'Import by name (#core/…, #shared/…, #renderer/…, #scripts/…) instead of climbing two or more folders.' };
const CORE_PATTERNS = [NO_CLIMBING, { group: ['**/src-renderer/**', '**/shell/**', '**/preload/**'] }, { regex: '^#renderer/' }];
// Inside the core, the layers below http never reach up into it (nor into hono).
const HTTP_FREE = ['src-main/core/domain/**', 'src-main/core/db/**', 'src-main/core/engine/**', 'src-main/core/jobs/**', 'src-main/core/webhooks/**', 'src-main/core/sandbox/**'];
// '**/http/**' also matches the named form '#core/http/…'.
const noHttp = { group: ['**/http/**', 'hono', 'hono/*', '@hono/*'], message: 'domain, db, engine, jobs, webhooks and sandbox know nothing of HTTP: they throw the kinds of core/base/error-kinds.ts, which http maps.' };
const NODE_BUILTINS = ['node:*', 'fs', 'fs/*', 'path', 'os', 'crypto', 'http', 'https', 'net', 'child_process', 'url', 'util', 'stream', 'events', 'buffer'];

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [electronOnlyInShell], patterns: [NO_CLIMBING] }],
    },
  },
  {
    // A promise nobody awaits loses its error: await it, return it, or mark a deliberate fire-and-forget with `void`.
    files: ['src-main/**/*.ts', 'src-shared/**/*.ts', 'src-renderer/**/*.{ts,tsx}', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    // The generated client's flow has no tsconfig: openapi-client.test.ts compiles it, strict, against types it generates.
    ignores: ['src-main/core/http/contract/generated-client/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Each layer imports only what its allowlist names (scripts/lint/layers.js, docs/contributing.md), and no
    // import cycle, type-only ones included (scripts/lint/no-cycle.js).
    files: ['src-main/**/*.{ts,js,cjs}', 'src-shared/**/*.ts', 'src-renderer/**/*.{ts,tsx}', 'scripts/**/*.{ts,js}', 'e2e/**/*.ts'],
    plugins: { inkpost },
    rules: { 'inkpost/layers': 'error', 'inkpost/no-cycle': 'error' },
  },
  {
    files: ['src-main/shell/**', 'src-main/preload/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src-main/core/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: CORE_PATHS, patterns: CORE_PATTERNS }],
    },
  },
  {
    // The domain knows nothing of HTTP: it throws error kinds (core/base/error-kinds.ts) that http maps to statuses.
    files: HTTP_FREE,
    rules: {
      'no-restricted-imports': ['error', { paths: CORE_PATHS, patterns: [...CORE_PATTERNS, noHttp] }],
    },
  },
  {
    // domain emits webhook events; webhooks importing domain would tie the two folders in a cycle.
    files: ['src-main/core/webhooks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: CORE_PATHS, patterns: [...CORE_PATTERNS, noHttp, { group: ['**/domain/**'], message: 'webhooks sit below the domain: share code through db/ or core/ instead.' }] },
      ],
    },
  },
  {
    files: ['src-shared/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electronOnlyInShell, 'react', 'react-dom', 'zustand'],
          patterns: [
            NO_CLIMBING,
            { group: NODE_BUILTINS, message: 'src-shared imports no runtime: no node:* modules.' },
            { group: ['**/src-main/**', '**/src-renderer/**'], message: 'src-shared depends on nothing but itself and pure libraries.' },
            { regex: '^#(core|renderer|scripts)/', message: 'src-shared depends on nothing but itself and pure libraries.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'process', 'Buffer', 'require'],
    },
  },
  {
    files: ['src-renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electronOnlyInShell],
          patterns: [
            NO_CLIMBING,
            { group: ['**/src-main/**'], message: 'The renderer talks to the core over HTTP only; shared contracts live in src-shared.' },
            { regex: '^#(core|scripts)/', message: 'The renderer talks to the core over HTTP only; shared contracts live in src-shared.' },
            { group: NODE_BUILTINS, message: 'The renderer has no Node runtime.' },
          ],
        },
      ],
    },
  },
  {
    // Hooks follow React's rules; a renderer feature never imports another (scripts/lint/feature-boundaries.js).
    files: ['src-renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, inkpost },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error', 'inkpost/feature-boundaries': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/test-support/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
