import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodePng, decodeQrAt } from '#core/test-support/render-test-kit.ts';
import { chromiumMissing } from '#core/test-support/chromium.ts';
import { call, expectErrorAnswer, htmlTestCore } from '#core/test-support/test-core.ts';

const SIDE = {
  html: '<h1 style="margin:10mm">Spring sale</h1><div data-sqr data-sqr-id="shop" data-sqr-destination="https://shop.example.com/spring" style="position:absolute; left:100mm; top:60mm; width:15mm; height:15mm"></div>',
};

describe.skipIf(Boolean(chromiumMissing))('POST /_ui/html-preview', () => {
  it('renders one side at physical size, the QR code encoding its destination, and stores nothing', async () => {
    const core = htmlTestCore();
    const res = await call(core, 'POST', '/_ui/html-preview', { key: core.keys.customerKey, body: { product_key: 'a6_postcard', html: SIDE } });
    expect(res.status).toBe(200);
    expect(res.body.geometry).toMatchObject({ widthMm: 154, heightMm: 111, bleedMm: 3 });
    expect(res.body.slots).toEqual([expect.objectContaining({ id: 'shop', destination: 'https://shop.example.com/spring', sizeMm: 15, ecl: 'Q', dotsType: 'square' })]);
    const png = Buffer.from(res.body.png, 'base64');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1819, 1311]);
    expect(decodeQrAt(await decodePng(png), 100, 60, 15)).toBe('https://shop.example.com/spring');
    expect(core.context.db.prepare('SELECT count(*) AS n FROM recipients').get()).toEqual({ n: 0 });
    expect(readdirSync(core.context.storageDir)).toEqual([]);
  });

  it('400s invalid Smart QR attributes with the attribute named, and a plain string side', async () => {
    const core = htmlTestCore();
    const bad = await call(core, 'POST', '/_ui/html-preview', {
      key: core.keys.customerKey,
      body: { product_key: 'a6_postcard', side: 'back', html: { html: '<div data-sqr data-sqr-id="a" data-sqr-destination="https://x.example.com" data-sqr-ecl="Z"></div>' } },
    });
    expectErrorAnswer(bad, 400, 'Validation error');
    expect(bad.body.data.html.back._errors.join(' ')).toContain('data-sqr-ecl');
    const plain = await call(core, 'POST', '/_ui/html-preview', { key: core.keys.customerKey, body: { product_key: 'a6_postcard', html: '<p>x</p>' } });
    expect(plain.body.data.html._errors).toEqual(['Expected object, received string']);
  });
});
