// A fresh machine has no system browser: the renderer falls back to the Chromium
// bundled as an npm package, and where nothing can run it answers 503 saying
// what to install. The system browser is hidden through the resolver's seams.
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { decodePng } from '#core/test-support/render-test-kit.ts';
import { call, expectErrorAnswer, htmlTestCore } from '#core/test-support/test-core.ts';

const NO_SYSTEM_BROWSER = { env: {}, installedPaths: [], playwrightDirs: [] };
const BODY = {
  product_key: 'a6_postcard',
  data: { first_name: 'Ada', last_name: 'Lovelace', address: { address1: '12 Byron Road', city: 'London', postal_code: 'W1 2AB', country: 'GB' } },
  html: { front: { html: '<h1 style="margin:10mm">Hello</h1><div data-sqr data-sqr-id="q" data-sqr-destination="https://example.com/" style="position:absolute;left:100mm;top:60mm"></div>' } },
};
describe('HTML rendering without a system browser', () => {
  it('renders a postcard through HTTP with the bundled Chromium', async () => {
    const core = htmlTestCore({ html: { browserSearch: NO_SYSTEM_BROWSER } });
    const res = await call(core, 'POST', '/api/recipients/html', { key: core.keys.customerKey, body: BODY });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(core.context.htmlEngine().browser()).toMatch(/bundled with Inkpost/);
    const preview = res.body.documents.find((d: { format: string }) => d.format === 'preview');
    const url = new URL(preview.signed_url);
    const png = Buffer.from(await (await core.app.request(url.pathname + url.search)).arrayBuffer());
    const pixels = await decodePng(png);
    expect(jsQR(pixels.data, pixels.width, pixels.height)?.data).toMatch(/\/q\/[A-Za-z0-9_-]+$/);
  }, 60_000);

  it('answers 503 with what to install when no browser can run, and stores nothing', async () => {
    const core = htmlTestCore({ html: { browserSearch: { ...NO_SYSTEM_BROWSER, bundled: async () => undefined } } });
    const res = await call(core, 'POST', '/api/recipients/html', { key: core.keys.customerKey, body: BODY });
    expectErrorAnswer(res, 503, /^No browser is available to render HTML .*--chromium <path> \(or INKPOST_CHROMIUM\), install Google Chrome or Chromium, install Playwright's Chromium \(npx playwright install chromium\), or install the bundled one beside Inkpost \(npm install @sparticuz\/chromium\)/);
    for (const table of ['recipients', 'campaigns', 'qr_codes', 'documents']) expect(core.context.db.prepare(`SELECT count(*) AS n FROM ${table}`).get(), table).toEqual({ n: 0 });
    const preview = await call(core, 'POST', '/_ui/html-preview', { key: core.keys.customerKey, body: { product_key: 'a6_postcard', html: BODY.html.front } });
    expect(preview.status).toBe(503);
    expect(preview.body.message).toContain('INKPOST_CHROMIUM');
  });

  it('passes over a candidate that fails to launch', async () => {
    const core = htmlTestCore({ html: { browserSearch: { env: { INKPOST_CHROMIUM: '/bin/false' }, installedPaths: [], playwrightDirs: [], bundled: async () => undefined } } });
    const res = await call(core, 'POST', '/api/recipients/html', { key: core.keys.customerKey, body: BODY });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/INKPOST_CHROMIUM names at \/bin\/false did not start/);
  });
});
