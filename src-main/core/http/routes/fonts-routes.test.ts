import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textElement } from '#shared/design-elements.ts';
import type { Core } from '#core/wiring/create-core.ts';
import { chromiumMissing } from '#core/test-support/chromium.ts';
import { pdftotextMissing } from '#core/test-support/pdftotext.ts';
import { caveatTtf, loraItalicWoff2, smallOtf, withFsType } from '#core/test-support/font-files.ts';
import { call, expectErrorBody, htmlTestCore, testCore } from '#core/test-support/test-core.ts';

async function upload(core: Core, files: { bytes: Buffer; name: string }[], family?: string) {
  const form = new FormData();
  if (family !== undefined) form.append('family', family);
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.bytes)], { type: 'application/octet-stream' }), f.name);
  const res = await core.app.request('/api/fonts', { method: 'POST', headers: { 'X-API-Key': core.keys.customerKey }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
const list = async (core: Core) => (await call(core, 'GET', '/api/fonts', { key: core.keys.customerKey })).body;

describe('/api/fonts', () => {
  it('takes a family’s faces as TTF, OTF and WOFF2, reading weight and style from each file, and lists them', async () => {
    const core = testCore();
    const script = await upload(core, [{ bytes: caveatTtf(400), name: 'Caveat-Regular.ttf' }, { bytes: caveatTtf(700), name: 'Caveat-Bold.ttf' }], 'Harbour Script');
    expect(script.status).toBe(201);
    expect(script.body.family).toBe('Harbour Script');
    expect(script.body.faces.map((f: any) => [f.weight, f.style, f.format, f.file_name])).toEqual([
      [400, 'normal', 'ttf', 'Caveat-Regular.ttf'],
      [700, 'normal', 'ttf', 'Caveat-Bold.ttf'],
    ]);
    // Without `family`, the file's own name for it.
    const sans = await upload(core, [{ bytes: smallOtf('Harbour Sans', 700), name: 'HarbourSans-Bold.otf' }]);
    expect(sans.status).toBe(201);
    expect(sans.body.faces).toEqual([expect.objectContaining({ family: 'Harbour Sans', weight: 700, style: 'normal', format: 'otf' })]);
    const italic = await upload(core, [{ bytes: loraItalicWoff2(), name: 'lora-italic.woff2' }], 'Harbour Serif');
    expect(italic.body.faces).toEqual([expect.objectContaining({ weight: 400, style: 'italic', format: 'woff2' })]);
    expect((await list(core)).map((f: any) => [f.family, f.faces.length])).toEqual([['Harbour Sans', 1], ['Harbour Script', 2], ['Harbour Serif', 1]]);

    // The same weight and style again replaces the face; the file comes back as sent.
    const again = await upload(core, [{ bytes: caveatTtf(400), name: 'Caveat-Regular-v2.ttf' }], 'Harbour Script');
    expect(again.body.faces.map((f: any) => f.file_name)).toEqual(['Caveat-Regular-v2.ttf', 'Caveat-Bold.ttf']);
    const file = await core.app.request(`/api/fonts/${again.body.faces[0].id}/file`, { headers: { 'X-API-Key': core.keys.customerKey } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(caveatTtf(400))).toBe(true);

    expect((await call(core, 'DELETE', `/api/fonts/${again.body.faces[1].id}`, { key: core.keys.customerKey })).status).toBe(204);
    expect((await list(core)).find((f: any) => f.family === 'Harbour Script').faces).toHaveLength(1);
    expect((await call(core, 'DELETE', `/api/fonts/${again.body.faces[1].id}`, { key: core.keys.customerKey })).status).toBe(404);

    // The brand kit takes the team's own faces as its heading and body faces.
    const kit = { logo: null, colours: [], heading_font: 'Harbour Script', body_font: 'Lora' };
    expect((await call(core, 'PUT', '/api/brand-kit', { key: core.keys.customerKey, body: kit })).status).toBe(200);
    const unknown = await call(core, 'PUT', '/api/brand-kit', { key: core.keys.customerKey, body: { ...kit, body_font: 'Comic Sans' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.body_font._errors[0]).toContain("or one of the team's own: Harbour Sans, Harbour Script, Harbour Serif");
  });

  it('refuses a file that is not a font, or whose licence forbids embedding, with the file and the reason, keeping nothing of the upload', async () => {
    const core = testCore();
    const notFont = await upload(core, [{ bytes: Buffer.from('%PDF-1.7 not a font'), name: 'brochure.pdf' }]);
    expect(notFont.status).toBe(400);
    expectErrorBody(notFont.body, 400, 'brochure.pdf is not an OTF, TTF or WOFF2 font');
    expect(notFont.body.data.file[0]._errors[0]).toBe('brochure.pdf is not an OTF, TTF or WOFF2 font');

    const restricted = await upload(core, [{ bytes: caveatTtf(400), name: 'ok.ttf' }, { bytes: withFsType(caveatTtf(700), 2), name: 'Licensed-Bold.ttf' }], 'Harbour Script');
    expect(restricted.status).toBe(400);
    expect(restricted.body.message).toBe('Licensed-Bold.ttf: its licence forbids embedding it in a document (OS/2 fsType 2: restricted licence)');
    expect(restricted.body.data.file[1]._errors).toHaveLength(1);
    const bitmap = await upload(core, [{ bytes: withFsType(smallOtf('Pixel', 400), 0x200), name: 'Pixel.otf' }]);
    expect(bitmap.body.message).toContain('allows embedding bitmaps only');
    expect(await list(core)).toEqual([]);

    // Preview & print (fsType 4) lets the server embed it.
    expect((await upload(core, [{ bytes: withFsType(caveatTtf(400), 4), name: 'print.ttf' }], 'Printable')).status).toBe(201);
    expect((await upload(core, [{ bytes: caveatTtf(400), name: 'lora.ttf' }], 'Lora')).status).toBe(409);
    const json = await call(core, 'POST', '/api/fonts', { key: core.keys.customerKey, body: { file: 'x' } });
    expect(json.status).toBe(415);
  });
});

// pdffonts comes with pdftotext (poppler-utils); under CI=true a missing one fails rather than skips.
describe.skipIf(Boolean(chromiumMissing) || (Boolean(pdftotextMissing()) && process.env.CI !== 'true'))('a team’s typeface in print', () => {
  it('is embedded in the proof’s PDF of a design that names it', async () => {
    const core = htmlTestCore();
    expect((await upload(core, [{ bytes: caveatTtf(700), name: 'Caveat-Bold.ttf' }], 'Harbour Script')).status).toBe(201);
    const front = { html: textElement('hello', { x: 10, y: 10, width: 120, height: 20 }, 'Thank you, Ada').replace(/font-family:[^;]*;/, "font-family:'Harbour Script', sans-serif;font-weight:700;") };
    const design = (await call(core, 'POST', '/api/designs', { key: core.keys.customerKey, body: { product_key: 'a6_postcard', front } })).body;
    const proof = await call(core, 'POST', `/api/designs/${design.id}/proof`, { key: core.keys.customerKey, body: { values: {} } });
    expect(proof.status, JSON.stringify(proof.body)).toBe(200);
    const url = new URL(proof.body.documents.find((d: any) => d.format === 'pdf').signed_url);
    const pdf = Buffer.from(await (await core.app.request(url.pathname + url.search)).arrayBuffer());
    const dir = mkdtempSync(join(tmpdir(), 'inkpost-fonts-'));
    try {
      writeFileSync(join(dir, 'proof.pdf'), pdf);
      const fonts = execFileSync('pdffonts', [join(dir, 'proof.pdf')], { encoding: 'utf8' });
      // Caveat Bold's own PostScript name, embedded (a subset): "ABCDEF+Caveat-Bold ... yes".
      expect(fonts).toMatch(/\+Caveat-Bold\s.*\byes\b/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
