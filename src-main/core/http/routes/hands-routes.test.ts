import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { HAND_CHARACTERS } from '#shared/hand-template.ts';
import type { Core } from '#core/wiring/create-core.ts';
import { provisionTeam } from '#core/test-support/fixtures.ts';
import { blankPhoto, filledSheetScan } from '#core/test-support/filled-hand-sheet.ts';
import { inkBox, pngPixels } from '#core/test-support/png.ts';
import { call, expectErrorBody, testCore } from '#core/test-support/test-core.ts';

// One filled-in template, scanned flat at 200 dpi, made once for the file.
let scan: Buffer;
beforeAll(async () => {
  scan = await filledSheetScan(200);
}, 60_000);

async function upload(core: Core, files: { bytes: Buffer; name: string; type?: string }[], name?: string, key = core.keys.customerKey) {
  const form = new FormData();
  if (name !== undefined) form.append('name', name);
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/png' }), f.name);
  const res = await core.app.request('/api/hands', { method: 'POST', headers: { 'X-API-Key': key }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** A JSON call with the demo team's key unless another is given. */
function api(core: Core, method: string, path: string, init: { key?: string; body?: unknown } = {}) {
  return call(core, method, path, { ...init, key: init.key ?? core.keys.customerKey });
}

async function bytes(core: Core, path: string, key = core.keys.customerKey) {
  const res = await core.app.request(path, { headers: { 'X-API-Key': key } });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: Buffer.from(await res.arrayBuffer()) };
}

async function png(core: Core, fontFamily: string) {
  const res = await core.app.request('/api/generate/png', {
    method: 'POST',
    headers: { 'X-API-Key': core.keys.customerKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ content: '<p>Dear Ada,</p><p>See you on Sunday!</p>', width: '80mm', height: '30mm', fontFamily, backgroundColor: '#ffffff' }),
  });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, body, json: res.headers.get('content-type')?.includes('json') ? JSON.parse(body.toString()) : undefined };
}

describe('the template', () => {
  it('is a printable PDF for A4 and US Letter, and its layout as JSON', async () => {
    const core = testCore();
    const a4 = await bytes(core, '/api/hands/template.pdf');
    expect(a4.status).toBe(200);
    expect(a4.type).toBe('application/pdf');
    expect(a4.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await bytes(core, '/api/hands/template.pdf?paper=letter')).status).toBe(200);
    const bad = await api(core, 'GET', '/api/hands/template.pdf?paper=a3');
    expectErrorBody(bad.body, 400, 'Validation error');
    expect(bad.body.data.paper._errors).toEqual(["paper must be 'a4' or 'letter'"]);
    const layout = await api(core, 'GET', '/api/hands/template.json?paper=letter');
    expect(layout.status).toBe(200);
    expect(layout.body.page).toEqual({ width: 215.9, height: 279.4 });
    expect(layout.body.cells.map((c: { char: string }) => c.char)).toEqual(HAND_CHARACTERS);
    expect(layout.body.cells.filter((c: { char: string }) => c.char === 'e')).toHaveLength(3);
    expect(layout.body.code.text).toBe('INKPOST-HAND/1/letter');
  });
});

describe('a hand made from a scan', () => {
  it('is stored, listed, written with by name, exported, edited and deleted', async () => {
    const core = testCore();
    const made = await upload(core, [{ bytes: scan, name: 'sheet.png' }], 'Ada');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ name: 'Ada', paper: 'a4', missing: [], fallback: 'Stafford', sheets: 1 });
    expect(made.body.characters).toEqual([...new Set(HAND_CHARACTERS)]);
    expect(made.body.cells).toHaveLength(HAND_CHARACTERS.length);
    expect(made.body.cells.every((c: { status: string; path: string }) => c.status === 'ok' && c.path.startsWith('M'))).toBe(true);
    const id = made.body.id as string;

    expect((await api(core, 'GET', '/api/hands')).body.map((h: { name: string }) => h.name)).toEqual(['Ada']);
    expect((await api(core, 'GET', `/api/hands/${id}`)).body.cells).toHaveLength(HAND_CHARACTERS.length);

    // written with by name, in the render workers
    const note = await png(core, 'Ada');
    expect(note.status).toBe(200);
    const ink = inkBox(await pngPixels(note.body), (r, g, b) => r + g + b < 600);
    expect(ink.maxX).toBeGreaterThan(ink.minX);
    const wrong = await png(core, 'ada');
    expectErrorBody(wrong.json, 400, 'Validation error');
    expect(wrong.json.data.fontFamily._errors[0]).toMatch(/^Invalid enum value\. Expected 'Arthur' \| .* or the name of one of the team's own hands, received 'ada'$/);

    const font = await bytes(core, `/api/hands/${id}/font.otf`);
    expect(font.type).toBe('font/otf');
    expect(font.disposition).toContain('filename="Ada.otf"');
    const parsed = fontkit.create(font.bytes) as Font;
    expect(parsed.familyName).toBe('Ada');
    expect(parsed.hasGlyphForCodePoint('€'.codePointAt(0)!)).toBe(true);
    expect(parsed.availableFeatures).toContain('salt');

    const sheet = await bytes(core, `/api/hands/${id}/sheets/0`);
    expect(sheet.type).toBe('image/jpeg');
    expect(sheet.bytes[0]).toBe(0xff);
    expect((await bytes(core, `/api/hands/${id}/sheets/3`)).status).toBe(404);

    // clear every q: it goes missing and falls back; restore brings it back
    const qs = made.body.cells.filter((c: { char: string }) => c.char === 'q').map((c: { index: number }) => ({ sheet: 0, index: c.index }));
    const cleared = await api(core, 'PATCH', `/api/hands/${id}`, { body: { cells: qs.map((c: object) => ({ ...c, action: 'clear' })) } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.missing).toEqual(['q']);
    expect(cleared.body.warnings.join(' ')).toMatch(/1 character is missing \(q\): the hand writes it in Stafford/);
    const restored = await api(core, 'PATCH', `/api/hands/${id}`, { body: { cells: qs.map((c: object) => ({ ...c, action: 'restore' })) } });
    expect(restored.body.missing).toEqual([]);
    // a re-crop keeps only the ink inside the rectangle: the top-left corner of a cell holds none
    const a = made.body.cells[0];
    const cropped = await api(core, 'PATCH', `/api/hands/${id}`, { body: { cells: [{ sheet: 0, index: a.index, action: 'crop', crop: { x: 0, y: 0, width: 3, height: 3 } }] } });
    expect(cropped.body.cells[0]).toMatchObject({ status: 'empty', path: null, crop: { x: 0, y: 0, width: 3, height: 3 } });
    const recropped = await api(core, 'PATCH', `/api/hands/${id}`, { body: { cells: [{ sheet: 0, index: a.index, action: 'crop', crop: { x: 0, y: 2, width: 15, height: 17 } }] } });
    expect(recropped.body.cells[0].status).toBe('ok');
    const renamed = await api(core, 'PATCH', `/api/hands/${id}`, { body: { name: '  Ada Lovelace ' } });
    expect(renamed.body.name).toBe('Ada Lovelace');
    expect((await png(core, 'Ada Lovelace')).status).toBe(200);
    expect((await png(core, 'Ada')).status).toBe(400);

    // another team sees none of it
    const other = await provisionTeam(core);
    expect((await api(core, 'GET', `/api/hands/${id}`, { key: other.key })).status).toBe(404);
    expect((await api(core, 'GET', '/api/hands', { key: other.key })).body).toEqual([]);

    expect((await api(core, 'DELETE', `/api/hands/${id}`)).status).toBe(204);
    expectErrorBody((await api(core, 'GET', `/api/hands/${id}`)).body, 404, 'Hand not found');
    expect((await png(core, 'Ada Lovelace')).status).toBe(400);
  }, 60_000);

  it('refuses a taken or built-in name, a body that is not a form, and a scan to fix, changing nothing', async () => {
    const core = testCore();
    expect((await upload(core, [{ bytes: scan, name: 'sheet.png' }])).body.name).toBe('My hand');
    const taken = await upload(core, [{ bytes: scan, name: 'sheet.png' }], 'My hand');
    expectErrorBody(taken.body, 409, "The team already has a hand named 'My hand': choose another name");
    expectErrorBody((await upload(core, [{ bytes: scan, name: 'sheet.png' }], 'stafford')).body, 409, "'stafford' is the name of a built-in hand: choose another name");
    const empty = await upload(core, [{ bytes: scan, name: 'sheet.png' }], '   ');
    expectErrorBody(empty.body, 400, 'Validation error');
    expect(empty.body.data.name._errors).toEqual(['name must not be empty']);
    const none = await upload(core, [], 'Ada');
    expect(none.body.data.file._errors[0]).toMatch(/Add the filled-in template as a `file` part/);
    const json = await api(core, 'POST', '/api/hands', { body: { name: 'Ada' } });
    expectErrorBody(json.body, 415, 'Content-Type must be multipart/form-data, with the scan in `file` parts');
    const blank = await upload(core, [{ bytes: await blankPhoto(), name: 'blank.jpg', type: 'image/jpeg' }], 'Blank');
    expectErrorBody(blank.body, 400, 'blank.jpg is blank: there is nothing on it. Scan or photograph the filled-in template.');
    expect((await api(core, 'GET', '/api/hands')).body.map((h: { name: string }) => h.name)).toEqual(['My hand']);
  }, 60_000);
});
