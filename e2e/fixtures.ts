import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron, type Page, test as base } from 'playwright/test';
import { chromiumPath, specBrowserPath } from '../playwright.config.ts';
import { electronBinaryIfInstalled } from './electron-binary.ts';
import type { InkpostBridge } from '#shared/bridge.ts';
import { type DemoKeys, openUiLink, type RunningServer, startHeadlessServer } from './headless-server.ts';

export { expect } from 'playwright/test';

/** The core the app's UI talks to: its address and demo keys. */
export interface AppCore {
  baseUrl: string;
  keys: DemoKeys;
}

interface Fixtures {
  /** A fresh headless server (own port and data folder) for API calls and hosted pages. */
  server: RunningServer;
  /**
   * The app's UI and the core it drives: the Electron window with the core it hosts where
   * the binary is installed, else the UI in Chromium on a headless server of its own. A
   * spec that drives the UI calls the API of `core`, never of `server`.
   */
  appPage: { page: Page; mode: 'electron' | 'browser'; core: AppCore };
}

const root = fileURLToPath(new URL('..', import.meta.url));

export const test = base.extend<Fixtures>({
  page: async ({ page }, use, testInfo) => {
    // The browser this spec's project drives (playwright.config.ts): the headless shell, or the full browser.
    const browserPath = testInfo.project.use.launchOptions?.executablePath;
    const missing = browserPath === undefined;
    // In CI a missing browser is a failure, never a quiet skip.
    const wanted = testInfo.project.name === 'redirects' ? chromiumPath : specBrowserPath;
    if (missing && process.env['CI'] === 'true') throw new Error(`Chromium is not installed at ${wanted}; the test command installs it (scripts/ensure-test-tools.sh)`);
    testInfo.skip(missing, `Chromium is not installed at ${wanted} (apt-get install chromium chromium-headless-shell)`);
    await use(page);
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
  server: async ({}, use) => {
    const server = await startHeadlessServer();
    await use(server);
    await server.stop();
  },

  appPage: async ({ page }, use) => {
    const electron = electronBinaryIfInstalled();
    if (!electron) {
      const server = await startHeadlessServer();
      try {
        await openUiLink(page, server); // the one-time link: the session it opens lets the UI read the keys
        await use({ page, mode: 'browser', core: { baseUrl: server.baseUrl, keys: server.keys } });
      } finally {
        await server.stop();
      }
      return;
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'inkpost-electron-'));
    const app = await _electron.launch({
      executablePath: electron,
      args: [root, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
      env: { ...process.env, INKPOST_DATA_DIR: dataDir } as Record<string, string>,
    });
    try {
      const window = await app.firstWindow();
      // The window's own core: the address and keys its bridge hands the UI (the same IPC call the UI makes).
      const config = await window.evaluate(() => (globalThis as unknown as { inkpost: InkpostBridge }).inkpost.getApiConfig());
      const { baseUrl, customerKey, partnerKey, teamId, adminToken } = config;
      await use({ page: window, mode: 'electron', core: { baseUrl, keys: { customerKey, partnerKey, teamId, adminToken } } });
    } finally {
      await app.close(); // the shell closes its core before it quits
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});
