// The hosted service's own published example for POST /api/recipients/html, sent
// as published: a front with flat `styles`, a 24 mm Smart QR, snake_case data
// with data.variables. It must be accepted, echoed and rendered as asked.
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import type { Core } from '#core/wiring/create-core.ts';
import { decodePng, type Pixels, rgbAtMm } from '#core/test-support/render-test-kit.ts';
import { chromiumMissing } from '#core/test-support/chromium.ts';
import { call, htmlTestCore } from '#core/test-support/test-core.ts';

const STYLES = { backgroundColor: '#ffffff', color: '#111827', fontFamily: 'Arial, sans-serif' };
const FRONT_HTML =
  '<main style="padding:24px;font-size:18px">' +
  '<h1>Hi Jane, thanks for your order!</h1>' +
  '<p>Scan to claim 15% off your next purchase.</p>' +
  '<div data-sqr data-sqr-id="offer-qr" data-sqr-destination="https://example.com/offer?c=spring" data-sqr-size="24mm" style="width:24mm;height:24mm"></div>' +
  '</main>';
const EXAMPLE = {
  product_key: 'a6_postcard',
  orientation: 'landscape',
  data: {
    first_name: 'Jane',
    last_name: 'Doe',
    company: 'Acme Ltd',
    address: { address1: '221B Baker Street', city: 'London', postal_code: 'NW1 6XE', country: 'GB' },
    variables: { externalId: 'crm-123', customMessage: 'Thanks for being a customer' },
  },
  html: { front: { styles: STYLES, html: FRONT_HTML } },
};

async function signed(core: Core, url: string): Promise<Buffer> {
  const u = new URL(url);
  const res = await core.app.request(u.pathname + u.search);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** The darkest pixel of a region (mm), i.e. the text colour where text is drawn. */
function darkest(p: Pixels, x0: number, y0: number, x1: number, y1: number): [number, number, number] {
  let best: [number, number, number] = [255, 255, 255];
  for (let y = y0; y < y1; y += 0.1) for (let x = x0; x < x1; x += 0.1) {
    const rgb = rgbAtMm(p, x, y);
    if (rgb[0] + rgb[1] + rgb[2] < best[0] + best[1] + best[2]) best = rgb;
  }
  return best;
}

async function renderExample(core: Core, front: { styles?: unknown; html: string }) {
  const res = await call(core, 'POST', '/api/recipients/html', { key: core.keys.customerKey, body: { ...EXAMPLE, html: { front } } });
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
  const preview = res.body.documents.find((d: { format: string }) => d.format === 'preview');
  return { res, pixels: await decodePng(await signed(core, preview.signed_url)) };
}

describe.skipIf(Boolean(chromiumMissing))("the hosted service's HTML recipient example", () => {
  it('is accepted as published, echoes the side unchanged, and answers ready with a pdf and a preview', async () => {
    const core = htmlTestCore();
    const res = await call(core, 'POST', '/api/recipients/html', { key: core.keys.customerKey, body: EXAMPLE });
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    expect(res.body.recipient).toMatchObject({ first_name: 'Jane', last_name: 'Doe', status: 'ready', is_rendered: true });
    expect(JSON.stringify(res.body.recipient.variables.html)).toBe(JSON.stringify(EXAMPLE.html));
    expect(res.body.recipient.variables).toMatchObject(EXAMPLE.data.variables);
    expect(res.body.documents.map((d: { format: string }) => d.format)).toEqual(['pdf', 'preview']);
    for (const d of res.body.documents) {
      expect(d.src).toMatch(/^teams\/.+\/recipients\/.+\/postcard(-1)?\.(pdf|png)$/);
      expect(d.signed_url).toMatch(/^http:\/\/.+\/files\//);
    }
  });

  it('applies background, colour and font to the side, and its QR decodes to a tracked URL that redirects', async () => {
    const core = htmlTestCore();
    const { res, pixels } = await renderExample(core, EXAMPLE.html.front);
    // The text is #111827 (17, 24, 39), not the default black.
    const ink = darkest(pixels, 9, 9, 80, 20);
    expect(Math.abs(ink[0] - 17) + Math.abs(ink[1] - 24) + Math.abs(ink[2] - 39)).toBeLessThan(24);
    expect(rgbAtMm(pixels, 150, 5)).toEqual([255, 255, 255]);

    const found = jsQR(pixels.data, pixels.width, pixels.height);
    expect(found?.data).toMatch(/^http:\/\/.+\/q\/[A-Za-z0-9_-]+$/);
    const scan = await core.app.request(new URL(found!.data).pathname);
    expect(scan.status).toBe(302);
    expect(scan.headers.get('location')).toBe('https://example.com/offer?c=spring');
    expect(res.body.recipient.status).toBe('ready');

    // Another background and a serif font change the same pixels: the styles are what paints them.
    const { pixels: tinted } = await renderExample(core, { styles: { ...STYLES, backgroundColor: '#fdf6e3', fontFamily: 'serif' }, html: FRONT_HTML });
    expect(rgbAtMm(tinted, 150, 5)).toEqual([253, 246, 227]);
    let differing = 0;
    for (let y = 9; y < 20; y += 0.25) for (let x = 9; x < 80; x += 0.25) if (rgbAtMm(tinted, x, y)[0] < 128 !== rgbAtMm(pixels, x, y)[0] < 128) differing++;
    expect(differing).toBeGreaterThan(50);
  });
});
