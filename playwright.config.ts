import { existsSync } from 'node:fs';
import { defineConfig } from 'playwright/test';

/** Debian's Chromium (Playwright's own browser download does not work on these machines). */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Renders the starter gallery once for every spec's server (e2e/warm-starters.ts).
  globalSetup: './e2e/warm-starters.ts',
  fullyParallel: true,
  workers: 2,
  timeout: 60_000,
  reporter: process.env['CI'] ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
      // Without the background-networking flags Chromium keeps dialling out on this closed network.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
