import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES } from '#shared/handwriting.ts';
import { usageTotals } from '#core/db/usage-repo.ts';
import { inkBox, pngPixels, pngSize } from '#core/test-support/png.ts';
import { expectErrorBody, testCore } from '#core/test-support/test-core.ts';
import type { Core } from '#core/wiring/create-core.ts';

const NOTE = '<p>Dear Sam,</p><p>Thank you so much for the lovely flowers.<br>They brightened the whole week.</p><p>With love, Anna</p>';

async function png(core: Core, body: unknown, query = '') {
  const response = await core.app.request(`/api/generate/png${query}`, {
    method: 'POST',
    headers: { 'X-API-Key': core.keys.customerKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(bytes.toString('utf8')) : undefined;
  return { status: response.status, type: response.headers.get('content-type'), bytes, json };
}

async function sandbox(core: Core, patch: object) {
  await core.app.request(`/_sandbox/teams/${core.keys.teamId}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${core.keys.adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  });
}

describe('POST /api/generate/png', () => {
  it('renders a 100 x 100 mm PNG at 300 dpi with a transparent background by default', async () => {
    const core = testCore();
    const res = await png(core, { content: NOTE });
    expect(res.status).toBe(200);
    expect(res.type).toBe('image/png');
    expect(pngSize(res.bytes)).toEqual({ width: 1181, height: 1181 });
    const pixels = await pngPixels(res.bytes);
    expect(pixels.data[3]).toBe(0); // top-left corner is transparent
    const box = inkBox(pixels, (_r, _g, _b, a) => a > 0);
    expect(box.maxX).toBeGreaterThan(box.minX); // there is ink
  });

  it('takes width and height in mm, in, px and pt', async () => {
    const core = testCore();
    const cases: [string, string, number, number][] = [
      ['4in', '2in', 1200, 600],
      ['300px', '150px', 300, 150],
      ['72pt', '36pt', 300, 150],
      ['50mm', '25.4mm', 591, 300],
    ];
    for (const [width, height, w, h] of cases) {
      const res = await png(core, { content: 'Hello', width, height });
      expect(res.status, `${width} x ${height}`).toBe(200);
      expect(pngSize(res.bytes)).toEqual({ width: w, height: h });
    }
  });

  it("rejects 'auto' and dimensions without a supported unit", async () => {
    const core = testCore();
    for (const width of ['auto', '100', '10cm', '-5mm', 'wide', '0mm', '900mm']) {
      const res = await png(core, { content: 'Hi', width });
      expect(res.status, width).toBe(400);
      expectErrorBody(res.json, 400, 'Validation error');
      expect(res.json.data.width._errors.length, width).toBeGreaterThan(0);
    }
    const auto = await png(core, { content: 'Hi', height: 'auto' });
    expect(auto.json.data.height._errors[0]).toContain("'auto' is not accepted");
  });

  it('400s a missing or mistyped content and unknown enum values', async () => {
    const core = testCore();
    const missing = await png(core, {});
    expect(missing.status).toBe(400);
    expect(missing.json.data.content._errors).toEqual(['Required']);
    const number = await png(core, { content: 42 });
    expect(number.json.data.content._errors).toEqual(['Expected string, received number']);
    const bad: Record<string, unknown> = { fontFamily: 'stafford', color: 'red', textAlign: 'justify', verticalAlign: 'middle', autoResize: 'yes', backgroundColor: 'not-a-colour' };
    for (const [field, value] of Object.entries(bad)) {
      const res = await png(core, { content: 'Hi', [field]: value });
      expect(res.status, field).toBe(400);
      expect(res.json.data[field]._errors.length, field).toBeGreaterThan(0);
    }
    const array = await png(core, [{ content: 'Hi' }]);
    expect(array.json.data._errors).toEqual(['Expected object, received array']);
  });

  it('renders every font family, case-sensitively named', async () => {
    const core = testCore();
    const sizes = new Set<number>();
    for (const fontFamily of FONT_FAMILIES) {
      const res = await png(core, { content: 'Warm wishes', fontFamily, width: '60mm', height: '20mm' });
      expect(res.status, fontFamily).toBe(200);
      sizes.add(res.bytes.length);
    }
    expect(sizes.size).toBe(FONT_FAMILIES.length); // ten different hands
  });

  it('paints the background colour when given', async () => {
    const core = testCore();
    const res = await png(core, { content: 'Hi', width: '20mm', height: '20mm', backgroundColor: '#ffffff' });
    const pixels = await pngPixels(res.bytes);
    expect([...pixels.data.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
  });

  it('is deterministic: the same input gives the same bytes, other content other bytes', async () => {
    const core = testCore();
    const a = await png(core, { content: NOTE });
    const b = await png(core, { content: NOTE });
    const c = await png(core, { content: `${NOTE}.` });
    expect(a.bytes.equals(b.bytes)).toBe(true);
    expect(a.bytes.equals(c.bytes)).toBe(false);
  });

  it('with autoResize keeps the ink inside the padded box', async () => {
    const core = testCore();
    const long = 'This is a rather long note that would never fit at forty points in a small box. '.repeat(3);
    const res = await png(core, { content: long, width: '60mm', height: '40mm', padding: '5mm', fontSize: '40pt', autoResize: true });
    expect(res.status).toBe(200);
    const pixels = await pngPixels(res.bytes);
    const box = inkBox(pixels, (_r, _g, _b, a) => a > 20);
    const pad = Math.floor((5 / 25.4) * 300);
    expect(box.minX).toBeGreaterThanOrEqual(pad - 2);
    expect(box.minY).toBeGreaterThanOrEqual(pad - 2);
    expect(box.maxX).toBeLessThanOrEqual(pixels.width - pad + 2);
    expect(box.maxY).toBeLessThanOrEqual(pixels.height - pad + 2);
  });

  it('counts preview and final renders as subscription usage', async () => {
    const core = testCore();
    expect((await png(core, { content: 'Hi' }, '?preview=true')).status).toBe(200);
    expect((await png(core, { content: 'Hi' }, '?preview=false')).status).toBe(200);
    expect((await png(core, { content: 'Hi' })).status).toBe(200);
    expect(usageTotals(core.context.db, core.keys.teamId)).toEqual({ png_preview: 1, png_final: 2 });
    const bad = await png(core, { content: 'Hi' }, '?preview=yes');
    expect(bad.status).toBe(400);
    expectErrorBody(bad.json, 400, 'Validation error');
  });

  it('500s in the common body without an active subscription or with the generate API off', async () => {
    const core = testCore();
    await sandbox(core, { subscription: 'none' });
    const noSub = await png(core, { content: 'Hi' });
    expect(noSub.status).toBe(500);
    expectErrorBody(noSub.json, 500, /No active subscription/);
    await sandbox(core, { subscription: 'active', generateApi: false });
    const off = await png(core, { content: 'Hi' });
    expect(off.status).toBe(500);
    expectErrorBody(off.json, 500, /not enabled/);
    expect(usageTotals(core.context.db, core.keys.teamId)).toEqual({});
  });

  it('takes a pen preset (Inkpost extension) and 400s an unknown one', async () => {
    const core = testCore();
    const body = { content: 'Warm wishes from all of us', width: '60mm', height: '20mm', color: 'blue' };
    const byColour = await png(core, body);
    const gel = await png(core, { ...body, pen: 'gel' });
    const fountain = await png(core, { ...body, pen: 'fountain' });
    expect([byColour.status, gel.status, fountain.status]).toEqual([200, 200, 200]);
    expect(fountain.bytes.equals(gel.bytes)).toBe(false);
    const bad = await png(core, { ...body, pen: 'crayon' });
    expect(bad.status).toBe(400);
    expectErrorBody(bad.json, 400, 'Validation error');
    expect(bad.json.data.pen._errors[0]).toContain("'gel' | 'ballpoint' | 'fountain'");
  });

  it('takes only a customer-team key', async () => {
    const core = testCore();
    const res = await core.app.request('/api/generate/png', {
      method: 'POST',
      headers: { 'X-API-Key': core.keys.partnerKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'Hi' }),
    });
    expect(res.status).toBe(401);
  });
});
