import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { HAND_CHARACTERS } from '#shared/hand-template.ts';
import type { Core } from '#core/wiring/create-core.ts';
import { filledSheetScan } from '#core/test-support/filled-hand-sheet.ts';
import { call, expectErrorBody, testCore } from '#core/test-support/test-core.ts';

// Sheets scanned flat at 200 dpi, made once: the first without @ £ €, a whole one to add,
// and one on the US Letter template.
const LACKING = ['@', '£', '€'];
let partial: Buffer;
let whole: Buffer;
let letter: Buffer;
beforeAll(async () => {
  partial = await filledSheetScan(200, { keep: (cell) => !LACKING.includes(cell.char) });
  whole = await filledSheetScan(200);
  letter = await filledSheetScan(200, { paper: 'letter', keep: (cell) => cell.char === 'a' });
}, 60_000);

async function post(core: Core, path: string, files: { bytes: Buffer; name: string }[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.bytes)], { type: 'image/png' }), f.name);
  const res = await core.app.request(path, { method: 'POST', headers: { 'X-API-Key': core.keys.customerKey }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('POST /api/hands/{handId}/sheets: a hand that grows', () => {
  it('adds a sheet: its letters become further variants (at most five), missing characters are filled, and the answer says what changed', async () => {
    const core = testCore();
    const made = await post(core, '/api/hands', [{ bytes: partial, name: 'first.png' }], { name: 'Ada' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.missing).toEqual(LACKING);
    const id = made.body.id as string;

    const grown = await post(core, `/api/hands/${id}/sheets`, [{ bytes: whole, name: 'second.png' }]);
    expect(grown.status, JSON.stringify(grown.body)).toBe(200);
    const { hand, changes } = grown.body;
    const lower = [...'abcdefghijklmnopqrstuvwxyz'];
    expect(changes).toEqual({
      sheets: [1],
      filled: LACKING,
      more_variants: [...new Set(HAND_CHARACTERS)].filter((c) => !LACKING.includes(c)),
      set_aside: lower,
      message: `Sheet 2 added; ${new Set(HAND_CHARACTERS).size - LACKING.length} characters have more written variants; 3 missing characters are now written (@ £ €); the new cells of ${lower.join(' ')} were set aside (they already have 5 written variants: clear one to use another).`,
    });
    expect(hand).toMatchObject({ name: 'Ada', missing: [], sheets: 2, dpi: [expect.any(Number), expect.any(Number)] });
    expect(hand.cells).toHaveLength(2 * HAND_CHARACTERS.length);
    // a letter: its three cells of the first sheet and two of the second written, the third set aside
    expect(hand.cells.filter((c: { char: string }) => c.char === 'e').map((c: { sheet: number; status: string }) => `${c.sheet}:${c.status}`)).toEqual(['0:ok', '0:ok', '0:ok', '1:ok', '1:ok', '1:cleared']);
    expect(hand.warnings).toEqual([]);
    expect((await call(core, 'GET', `/api/hands/${id}`, { key: core.keys.customerKey })).body).toEqual(hand);
    const sheet = await core.app.request(`/api/hands/${id}/sheets/1`, { headers: { 'X-API-Key': core.keys.customerKey } });
    expect(sheet.headers.get('content-type')).toBe('image/jpeg');

    // the font: five written variants of a letter, two of a capital, and the filled characters
    const fontRes = await core.app.request(`/api/hands/${id}/font.otf`, { headers: { 'X-API-Key': core.keys.customerKey } });
    const font = fontkit.create(Buffer.from(await fontRes.arrayBuffer())) as Font;
    const names = Array.from({ length: font.numGlyphs }, (_, i) => font.getGlyph(i).name);
    expect(names.filter((n) => n.startsWith('uni0065'))).toHaveLength(5);
    expect(names.filter((n) => n.startsWith('uni0041'))).toHaveLength(2);
    expect(font.hasGlyphForCodePoint('€'.codePointAt(0)!)).toBe(true);

    // restoring a set-aside cell beyond five keeps five in the font, and says so
    const e6 = hand.cells.find((c: { char: string; status: string }) => c.char === 'e' && c.status === 'cleared');
    const restored = await call(core, 'PATCH', `/api/hands/${id}`, { key: core.keys.customerKey, body: { cells: [{ sheet: 1, index: e6.index, action: 'restore' }] } });
    expect(restored.body.warnings).toEqual(["'e' has more than 5 written variants: the first 5 are used; clear one to use another."]);
  }, 90_000);

  it('refuses what it cannot add, changing nothing: the other paper size, no file, a body that is not a form, another field, a hand that is not the team\'s', async () => {
    const core = testCore();
    const made = await post(core, '/api/hands', [{ bytes: whole, name: 'first.png' }], { name: 'Ada' });
    const id = made.body.id as string;
    const other = await post(core, `/api/hands/${id}/sheets`, [{ bytes: letter, name: 'letter.png' }]);
    expectErrorBody(other.body, 400, 'The hand was written on the A4 template and this sheet is the US Letter one: print the A4 template for it.');
    const none = await post(core, `/api/hands/${id}/sheets`, []);
    expectErrorBody(none.body, 400, 'Validation error');
    expect(none.body.data.file._errors[0]).toMatch(/Add the filled-in template as a `file` part/);
    const named = await post(core, `/api/hands/${id}/sheets`, [{ bytes: whole, name: 'again.png' }], { name: 'Bea' });
    expect(named.body.data.name._errors).toEqual(['Unrecognized field: only `file` parts are taken']);
    const json = await call(core, 'POST', `/api/hands/${id}/sheets`, { key: core.keys.customerKey, body: {} });
    expectErrorBody(json.body, 415, 'Content-Type must be multipart/form-data, with the sheets in `file` parts');
    expectErrorBody((await post(core, '/api/hands/no-such-hand/sheets', [{ bytes: whole, name: 's.png' }])).body, 404, 'Hand not found');
    const after = await call(core, 'GET', `/api/hands/${id}`, { key: core.keys.customerKey });
    expect(after.body).toEqual(made.body);
  }, 60_000);
});
