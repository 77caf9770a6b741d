import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './env.ts';
import { testCore } from '#core/test-support/test-core.ts';
import { uiFolder } from '#core/test-support/ui-folder.ts';
import { registerUiFiles, UI_VIEW_SEGMENTS } from './ui-files.ts';

function uiApp() {
  const dir = uiFolder();
  const app = new Hono<AppEnv>();
  registerUiFiles(app, dir);
  app.notFound((c) => c.text('none', 404));
  return app;
}

describe('the UI files', () => {
  it("serves the app at any of its routes, with a base so that a deep route's reload finds the assets", async () => {
    const app = uiApp();
    const page = await app.request('/designs/0b6c1d7e');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<head>\n    <base href="/" />');
    const asset = await app.request('/assets/app.js');
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toBe('no-cache');
    expect(await asset.text()).toBe('console.log(1)');
  });

  it('answers 404 for a missing asset and never leaves the folder', async () => {
    const app = uiApp();
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    // A path climbing out of the folder stays inside it: the answer is the app's page or a 404, never the file.
    const climbing = await app.request('/..%2f..%2fetc%2fpasswd');
    expect(await climbing.text()).not.toContain('root:');
    expect((await app.request('/..%2f..%2fetc%2fpasswd.js')).status).toBe(404);
    expect((await app.request('/assets/..%2f..%2f..%2fetc%2fpasswd')).status).not.toBe(500);
  });

  it('answers a malformed %-escape without a 500: the app for a route, 404 for a file', async () => {
    const app = uiApp();
    const route = await app.request('/%E0', { headers: { Accept: 'text/html' } });
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<base href="/" />');
    expect((await app.request('/assets/%E0.js')).status).toBe(404);
  });

  it("is what the server answers for the app's paths, a malformed escape included, and never a 500", async () => {
    const core = testCore({ uiDir: uiFolder(), workers: false });
    const page = await core.app.request('/%E0', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<base href="/" />');
    expect((await core.app.request('/assets/app.js')).status).toBe(200);
    expect((await core.app.request('/assets/gone.js')).status).toBe(404);
    // A declared path keeps its own answers: a 405 for a method it lacks, not the app.
    expect((await core.app.request('/api/auth/whoami', { method: 'DELETE' })).status).toBe(405);
  });

  it('leaves the API, the sandbox and declared paths to their routes', async () => {
    const app = uiApp();
    expect((await app.request('/api/nothing')).status).toBe(404);
    expect((await app.request('/_sandbox/nothing')).status).toBe(404);
  });

  it("gives the app's page to its views and to a browser, and a probe or client's unknown path the API's 404", async () => {
    const core = testCore({ uiDir: uiFolder(), workers: false });
    for (const path of ['/', '/designs', '/console/webhooks', '/api']) expect((await core.app.request(path)).status, path).toBe(200);
    for (const path of ['/metrics', '/livez', '/status']) {
      const answer = await core.app.request(path, { headers: { Accept: '*/*' } });
      expect(answer.status, path).toBe(404);
      expect(await answer.json()).toMatchObject({ error: true, statusCode: 404, message: 'Route not found' });
    }
    const browsing = await core.app.request('/metrics', { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(browsing.status).toBe(200);
    expect(await browsing.text()).toContain('<base href="/" />');
  });

  it("knows each of the UI's views (routes.tsx)", () => {
    const routes = readFileSync(fileURLToPath(new URL('../../../src-renderer/src/app/routes.tsx', import.meta.url)), 'utf8');
    const segments = [...routes.matchAll(/path="\/([^/"]*)/g)].map((match) => match[1]);
    expect(segments.length).toBeGreaterThan(5);
    for (const segment of segments) expect(UI_VIEW_SEGMENTS, segment).toContain(segment);
  });
});
