import { existsSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/** Debian's Chromium, as the e2e specs use it (Playwright's own browser download does not work here). */
const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const hasChromium = existsSync(chromiumPath);
// In CI a missing browser fails the component tests; elsewhere they are left out with a line saying so.
const componentTests = hasChromium || process.env['CI'] === 'true';
if (!componentTests) console.warn(`Chromium is not installed at ${chromiumPath}: the renderer's component tests (*.test.tsx) are skipped.`);

export default defineConfig({
  test: {
    // Builds out/server once, before any test file runs (tests never build it themselves).
    globalSetup: ['scripts/vitest-global-setup.ts'],
    // Two files at a time on two cores: the tests wait on servers, render workers and Chromium more
    // than they compute (one worker measured 8.9 min wall for 4.7 min of CPU), and vitest's default
    // (cores - 1) would run them one by one.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          include: ['src-main/**/*.test.ts', 'src-shared/**/*.test.ts', 'src-renderer/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // One process per worker for all its files, not one per file: loading the server's module graph
          // afresh for each of 205 files cost about a minute of the stage's 250 s (docs/performance.md).
          // What a file switches on for the whole process is switched off after it (vitest-between-files.ts).
          isolate: false,
          setupFiles: ['scripts/vitest-between-files.ts'],
          // A renderer test reads a stylesheet as text (tokens.css?raw): CSS is processed, not emptied.
          css: true,
          // The test processes start render worker threads: see SERVER_NODE_FLAGS (src-main/core/policy/heap-limits.ts).
          execArgv: ['--no-memory-protection-keys'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      ...(componentTests
        ? [
            {
              // The shared components render in one real Chromium (one tab a file), driven through Playwright.
              plugins: [react()],
              // Bundled once up front, so the optimiser never reloads the page in the middle of a run.
              optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-dev-runtime', 'react-aria-components', 'lucide-react', 'zustand', 'wouter', 'vitest-browser-react'] },
              test: {
                name: 'components',
                include: ['src-renderer/**/*.test.tsx'],
                setupFiles: ['src-renderer/src/ui/test-styles.ts'],
                browser: {
                  enabled: true,
                  headless: true,
                  screenshotFailures: false,
                  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] } }),
                  instances: [{ browser: 'chromium' as const }],
                },
              },
            },
          ]
        : []),
    ],
  },
});
