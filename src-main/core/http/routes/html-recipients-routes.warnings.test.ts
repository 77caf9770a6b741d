import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { chromiumMissing } from '#core/test-support/chromium.ts';
import { call, htmlTestCore } from '#core/test-support/test-core.ts';

const DATA = { first_name: 'Ada', last_name: 'Lovelace', address: { address1: '12 Byron Road', city: 'London', postal_code: 'W1 2AB', country: 'GB' } };
/** A local server a creative tries to reach: it must never see a request. */
async function localTarget() {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end('x');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { port: (server.address() as AddressInfo).port, hits, close: () => new Promise((done) => server.close(done)) };
}

describe.skipIf(Boolean(chromiumMissing))('forbidden HTML is accepted, neutralised, and reported', () => {
  it('POST /api/recipients/html answers what was removed or refused, stores it with the recipient, and fetches nothing local', async () => {
    const target = await localTarget();
    const core = htmlTestCore({ workers: false });
    const html = [
      '<script>fetch("http://127.0.0.1:' + target.port + '/script")</script>',
      `<iframe src="http://127.0.0.1:${target.port}/frame"></iframe>`,
      `<link rel="stylesheet" href="http://127.0.0.1:${target.port}/style.css">`,
      '<a href="javascript:alert(1)">Offer</a>',
      `<img src="http://127.0.0.1:${target.port}/logo.png" style="width:10mm">`,
      `<style>@import url(http://127.0.0.1:${target.port}/more.css);</style>`,
    ].join('');
    const res = await call(core, 'POST', '/api/recipients/html', { key: core.keys.customerKey, body: { product_key: 'a6_postcard', data: DATA, html: { front: { html } } } });
    expect(res.status).toBe(200);
    const warnings = res.body.warnings as { side: string; action: string; what: string; count: number }[];
    expect(warnings.filter((w) => w.action === 'removed').map((w) => w.what)).toEqual(['<script> element', '<iframe> element', '<link> element', 'javascript: URL (href)', '@import rule']);
    const refused = warnings.filter((w) => w.action === 'refused');
    expect(refused).toEqual([{ side: 'front', action: 'refused', what: `image http://127.0.0.1:${target.port}/logo.png: http: URLs are not allowed`, count: 1 }]);
    const stored = core.context.db.prepare('SELECT html_warnings_json FROM recipients WHERE id = ?').get(res.body.recipient.id) as { html_warnings_json: string };
    expect(JSON.parse(stored.html_warnings_json)).toEqual(warnings);
    expect(target.hits).toEqual([]);
    await target.close();
  });

  it('answers no warnings field for clean HTML (the hosted shape), and the editor preview lists what it removed', async () => {
    const core = htmlTestCore({ workers: false });
    const clean = await call(core, 'POST', '/api/recipients/html', { key: core.keys.customerKey, body: { product_key: 'a6_postcard', data: DATA, html: { front: { html: '<h1>Hi</h1>' } } } });
    expect(clean.status).toBe(200);
    expect(Object.keys(clean.body).sort()).toEqual(['documents', 'recipient']);
    const preview = await call(core, 'POST', '/_ui/html-preview', { key: core.keys.customerKey, body: { product_key: 'a6_postcard', side: 'back', html: { html: '<p onclick="x()">Hi</p><script>1</script>' } } });
    expect(preview.status).toBe(200);
    expect(preview.body.warnings).toEqual([
      { side: 'back', action: 'removed', what: 'onclick attribute', count: 1 },
      { side: 'back', action: 'removed', what: '<script> element', count: 1 },
    ]);
    const none = await call(core, 'POST', '/_ui/html-preview', { key: core.keys.customerKey, body: { product_key: 'a6_postcard', side: 'front', html: { html: '<p>Hi</p>' } } });
    expect(none.body.warnings).toEqual([]);
  });
});
