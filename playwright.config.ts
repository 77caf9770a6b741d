import { existsSync } from 'node:fs';
import { defineConfig } from 'playwright/test';

/** Debian's Chromium (Playwright's own browser download does not work on these machines): what the benchmarks drive. */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * The browser the specs drive: Chromium's headless shell (Debian's chromium-headless-shell, the same Blink as
 * the full browser), as Playwright runs headless tests itself. A fresh page in it costs about a third of the
 * CPU of one in the full browser (0.8 against 2.2 s a spec, with its own browser, context and renderer), and
 * the specs open 49. The full browser where the shell is not installed, or where CHROMIUM_PATH names one.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const specBrowserPath = process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

/**
 * Specs that follow the server's redirect to a partner's site that page.route answers (hosted checkout and billing
 * setup): the headless shell sends a redirect's target to the network instead of the route
 * (microsoft/playwright#33882), so these run in the full browser.
 */
const REDIRECTS = ['**/checkout.spec.ts', '**/billing-setup.spec.ts'];

/**
 * The long journeys (a minute or more each: your own hand, the studio) are queued first and the short specs fill in after them: queued in
 * file order, as before, they came last (studio-*), and one worker ran the last of them alone for a minute while
 * the other had nothing left (docs/performance.md, the suite's time). Playwright hands out tests in the order of
 * its projects, then of the files in each.
 */
const JOURNEYS = ['**/own-hand.spec.ts', '**/studio*.spec.ts'];

// Without the background-networking flags Chromium keeps dialling out on this closed network.
const LAUNCH = { args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] };

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
    { name: 'redirects', testMatch: REDIRECTS, use: { launchOptions: { ...LAUNCH, executablePath: existsSync(chromiumPath) ? chromiumPath : undefined } } },
    { name: 'specs', testIgnore: [...JOURNEYS, ...REDIRECTS] },
  ],
  use: {
    browserName: 'chromium',
    // No trace: recording one (the DOM at every action, the network, the console) cost about 8 % of the specs' CPU
    // for every test that passes, and CI's trace files are out of reach anyway. A failed test keeps its screenshot
    // and its page snapshot (error-context.md); to see every step, run it again with `--trace on`
    // (docs/contributing.md, "Running tests").
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { ...LAUNCH, executablePath: existsSync(specBrowserPath) ? specBrowserPath : undefined },
  },
});
