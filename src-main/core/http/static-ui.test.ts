import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serveUi } from './static-ui.ts';

function uiApp() {
  const dir = mkdtempSync(join(tmpdir(), 'inkpost-ui-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><script src="./assets/app.js"></script></head><body></body></html>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  const app = new Hono();
  app.get('*', async (c) => (await serveUi(c, dir)) ?? c.text('none', 404));
  return app;
}

describe('the UI files', () => {
  it("serves the app at any of its routes, with a base so that a deep route's reload finds the assets", async () => {
    const app = uiApp();
    const page = await app.request('/designs/0b6c1d7e');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<head>\n    <base href="/" />');
    expect(await (await app.request('/assets/app.js')).text()).toBe('console.log(1)');
  });

  it('answers 404 for a missing asset and never leaves the folder', async () => {
    const app = uiApp();
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    // A path climbing out of the folder stays inside it: the answer is the app's page, never the file.
    const climbing = await app.request('/..%2f..%2fetc%2fpasswd');
    expect(await climbing.text()).not.toContain('root:');
    expect(await (await app.request('/..%2f..%2fetc%2fpasswd.js')).status).toBe(404);
  });
});
