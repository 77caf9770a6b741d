import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron, type Page, test as base } from 'playwright/test';
import { chromiumPath } from '../playwright.config.ts';
import { electronBinaryIfInstalled } from './electron-binary.ts';
import { type RunningServer, startHeadlessServer, openUiLink } from './headless-server.ts';

export { expect } from 'playwright/test';

interface Fixtures {
  /** A fresh headless server (own port and data folder) for API calls and hosted pages. */
  server: RunningServer;
  /** The app's UI: the Electron window where the binary is installed, else the UI in Chromium. */
  appPage: { page: Page; mode: 'electron' | 'browser' };
}

const root = fileURLToPath(new URL('..', import.meta.url));

export const test = base.extend<Fixtures>({
  page: async ({ page }, use, testInfo) => {
    const missing = !existsSync(chromiumPath);
    // In CI a missing browser is a failure, never a quiet skip.
    if (missing && process.env['CI'] === 'true') throw new Error(`Chromium is not installed at ${chromiumPath}; the test command installs it (scripts/ensure-test-tools.sh)`);
    testInfo.skip(missing, `Chromium is not installed at ${chromiumPath} (apt-get install chromium)`);
    await use(page);
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
  server: async ({}, use) => {
    const server = await startHeadlessServer();
    await use(server);
    await server.stop();
  },

  appPage: async ({ page, server }, use) => {
    const electron = electronBinaryIfInstalled();
    if (!electron) {
      await openUiLink(page, server); // the one-time link: the session it opens lets the UI read the keys
      await use({ page, mode: 'browser' });
      return;
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'inkpost-electron-'));
    const app = await _electron.launch({
      executablePath: electron,
      args: [root, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
      env: { ...process.env, INKPOST_DATA_DIR: dataDir } as Record<string, string>,
    });
    await use({ page: await app.firstWindow(), mode: 'electron' });
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  },
});
