import { existsSync } from 'node:fs';
import { defineConfig } from 'playwright/test';

/** Debian's Chromium (Playwright's own browser download does not work on these machines). */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * The long journeys (a minute or more each: your own hand, the studio) are queued first and the short specs fill in after them: queued in
 * file order, as before, they came last (studio-*), and one worker ran the last of them alone for a minute while
 * the other had nothing left (docs/performance.md, the suite's time). Playwright hands out tests in the order of
 * its projects, then of the files in each.
 */
const JOURNEYS = ['**/own-hand.spec.ts', '**/studio*.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Renders the starter gallery once for every spec's server (e2e/warm-starters.ts).
  globalSetup: './e2e/warm-starters.ts',
  fullyParallel: true,
  workers: 2,
  timeout: 60_000,
  reporter: process.env['CI'] ? [['list']] : [['list']],
  projects: [
    { name: 'journeys', testMatch: JOURNEYS },
    { name: 'specs', testIgnore: JOURNEYS },
  ],
  use: {
    browserName: 'chromium',
    // No trace: recording one (the DOM at every action, the network, the console) cost about 8 % of the specs' CPU
    // for every test that passes, and CI's trace files are out of reach anyway. A failed test keeps its screenshot
    // and its page snapshot (error-context.md); to see every step, run it again with `--trace on`
    // (docs/contributing.md, "Running tests").
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
      // Without the background-networking flags Chromium keeps dialling out on this closed network.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
