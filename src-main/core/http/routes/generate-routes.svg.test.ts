import { describe, expect, it } from 'vitest';
import { STROKE_FONTS } from '#shared/handwriting.ts';
import { usageTotals } from '#core/db/usage-repo.ts';
import { expectErrorBody, testCore } from '#core/test-support/test-core.ts';
import type { Core } from '#core/wiring/create-core.ts';

const NOTE = '<p>Dear Sam,</p><p>Thank you so much for the lovely flowers.<br>They brightened the whole week.</p><p>With love, Anna</p>';

async function svg(core: Core, body: unknown, query = '', key = core.keys.customerKey) {
  const response = await core.app.request(`/api/generate/svg${query}`, {
    method: 'POST',
    headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
  return { status: response.status, type: response.headers.get('content-type'), text, json };
}

/** Every point of every path, in mm. */
function points(text: string): [number, number][] {
  return [...text.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

describe('POST /api/generate/svg (single-stroke, for pen plotters)', () => {
  it('writes the text as stroked polylines at the real size, no fills and no fonts', async () => {
    const core = testCore();
    const res = await svg(core, { content: NOTE, width: '120mm', height: '80mm', padding: '5mm' });
    expect(res.status).toBe(200);
    expect(res.type).toContain('image/svg+xml');
    expect(res.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="120mm" height="80mm" viewBox="0 0 120 80">/);
    expect(res.text).toContain('fill="none"');
    expect(res.text).not.toMatch(/<text|<font|<image|font-family/);
    // only moves and lines: a plotter draws every path with one pen-down stroke per move
    const paths = [...res.text.matchAll(/ d="([^"]*)"/g)].map((m) => m[1]!);
    expect(paths.length).toBe(4); // one per written line
    for (const d of paths) expect(d).toMatch(/^(?:[ML]-?[\d.]+ -?[\d.]+)+$/);
    for (const [x, y] of points(res.text)) {
      expect(x).toBeGreaterThanOrEqual(5 - 1e-6);
      expect(x).toBeLessThanOrEqual(115 + 1e-6);
      expect(y).toBeGreaterThanOrEqual(5 - 1e-6);
      expect(y).toBeLessThanOrEqual(75 + 1e-6);
    }
  });

  it('writes every single-stroke font, in the ink colour', async () => {
    const core = testCore();
    const drawings = new Set<string>();
    for (const strokeFont of STROKE_FONTS) {
      const res = await svg(core, { content: 'Warm wishes', strokeFont, width: '60mm', height: '20mm', color: 'black' });
      expect(res.status, strokeFont).toBe(200);
      expect(points(res.text).length, strokeFont).toBeGreaterThan(40);
      expect(res.text).toContain('stroke="#1d1e24"');
      drawings.add(res.text);
    }
    expect(drawings.size).toBe(STROKE_FONTS.length);
  });

  it('is deterministic and varies like handwriting: the same body gives the same SVG, two e in one note differ', async () => {
    const core = testCore();
    const a = await svg(core, { content: NOTE });
    const b = await svg(core, { content: NOTE });
    const c = await svg(core, { content: `${NOTE}.` });
    expect(a.text).toBe(b.text);
    expect(a.text).not.toBe(c.text);
    const plain = await svg(core, { content: 'eeee', width: '40mm', height: '15mm', textAlign: 'left' });
    const d = [...plain.text.matchAll(/ d="([^"]*)"/g)].map((m) => m[1]!)[0]!;
    // the four e, each moved back to its own start: no two are the same drawing
    const letters = d.split('M').filter(Boolean).map((p) => {
      const pts = [...p.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
      const [x0, y0] = pts[0]!;
      return pts.map(([x, y]) => `${(x! - x0!).toFixed(2)},${(y! - y0!).toFixed(2)}`).join(' ');
    });
    expect(new Set(letters).size).toBe(letters.length);
  });

  it('validates like the PNG endpoint, and refuses an outline hand with a pointer to strokeFont', async () => {
    const core = testCore();
    const missing = await svg(core, {});
    expect(missing.status).toBe(400);
    expect(missing.json.data.content._errors).toEqual(['Required']);
    for (const [field, value] of Object.entries({ width: 'auto', strokeFont: 'Comic', color: 'red', textAlign: 'justify', autoResize: 'yes', padding: '60mm' })) {
      const res = await svg(core, { content: 'Hi', [field]: value });
      expect(res.status, field).toBe(400);
      expectErrorBody(res.json, 400, 'Validation error');
      expect(res.json.data[field]._errors.length, field).toBeGreaterThan(0);
    }
    const outline = await svg(core, { content: 'Hi', fontFamily: 'Stafford' });
    expect(outline.status).toBe(400);
    expect(outline.json.data.fontFamily._errors[0]).toContain('strokeFont');
  });

  it('follows the PNG endpoint rules: customer key, active subscription, usage counted', async () => {
    const core = testCore();
    expect((await svg(core, { content: 'Hi' }, '?preview=true')).status).toBe(200);
    expect((await svg(core, { content: 'Hi' })).status).toBe(200);
    expect(usageTotals(core.context.db, core.keys.teamId)).toEqual({ svg_preview: 1, svg_final: 1 });
    expect((await svg(core, { content: 'Hi' }, '?preview=maybe')).status).toBe(400);
    expect((await svg(core, { content: 'Hi' }, '', core.keys.partnerKey)).status).toBe(401);
    await core.app.request(`/_sandbox/teams/${core.keys.teamId}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${core.keys.adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ subscription: 'none' }),
    });
    const noSub = await svg(core, { content: 'Hi' });
    expect(noSub.status).toBe(500);
    expectErrorBody(noSub.json, 500, /No active subscription/);
  });
});
