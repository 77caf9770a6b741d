import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Core } from '#core/wiring/create-core.ts';
import { filledSheetScan } from '#core/test-support/filled-hand-sheet.ts';
import { malformedPdf, pdfInflateBomb, pdfManyPages, pdfObjectStreamBomb, pngBomb, truncatedJpeg } from '#core/test-support/hostile-scans.ts';
import { call, expectErrorAnswer, testCore } from '#core/test-support/test-core.ts';

// Issue 41, points 2 and 5: POST /api/hands decoded a scan before checking its size (and kept the
// memory), and a malformed PDF got 500. Each hostile file is now refused from its header, with
// what was found and the limit. scripts/bench-hostile-scans.ts measures the memory they cost.

async function upload(core: Core, bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('name', filename);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const res = await core.app.request('/api/hands', { method: 'POST', headers: { 'X-API-Key': core.keys.customerKey }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** The filled-in template as a scanner writes it: one page drawing the scanned image (deflated, as pdf-lib embeds a PNG). */
async function scannedPdf(scan: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(scan);
  doc.addPage([image.width, image.height]).drawImage(image, { x: 0, y: 0 });
  return Buffer.from(await doc.save());
}

describe('hostile scans sent to POST /api/hands', () => {
  it.each([
    ['bomb.pdf', 'application/pdf', () => pdfInflateBomb(8 * 1024 ** 2), "bomb.pdf, page 1's image (10 x 10 pixels) unpacks to more than the 100 bytes its size needs: the file is damaged or made to exhaust memory."],
    ['objects.pdf', 'application/pdf', () => pdfObjectStreamBomb(32 * 1024 ** 2), 'objects.pdf has an object stream that unpacks to more than 16 MB (a scanner\'s are a few KB): the file is damaged or made to exhaust memory.'],
    ['pages.pdf', 'application/pdf', () => pdfManyPages(500), 'pages.pdf has 500 pages; a hand is made from at most 4 sheets: send only the filled-in sheets.'],
    ['huge.png', 'image/png', () => pngBomb(30_000), 'huge.png is 30000 x 30000 pixels (900 megapixels), more than Inkpost reads (60 megapixels, 20,000 pixels a side): scan at 300 dpi.'],
    ['cut.jpg', 'image/jpeg', () => truncatedJpeg(20_000), 'cut.jpg is 20000 x 20000 pixels (400 megapixels), more than Inkpost reads (60 megapixels, 20,000 pixels a side): scan at 300 dpi.'],
    ['cut-short.jpg', 'image/jpeg', async () => (await truncatedJpeg(2000)).subarray(0, 120), 'cut-short.jpg could not be read as an image: its header is damaged or cut short. Send the scan again as PNG or JPEG.'],
  ])('%s is refused from its header with what was found and the limit, and no hand is made', async (filename, type, make, message) => {
    const core = testCore();
    const res = await upload(core, await make(), filename, type);
    expectErrorAnswer(res, 400, message);
    expect((await call(core, 'GET', '/api/hands', { key: core.keys.customerKey })).body).toEqual([]);
  });

  it('a malformed PDF (%PDF-1.4, then 5 KB of random bytes) is 400 with the reason, never 500', async () => {
    const core = testCore();
    for (let run = 0; run < 10; run++) {
      const res = await upload(core, malformedPdf(), 'random.pdf', 'application/pdf');
      expectErrorAnswer(res, 400, /^random\.pdf (is not a PDF that opens|has no pages)/);
    }
  });

  it('a one-page PDF with bytes changed at random (fuzzed) is refused with a reason, never a 500', async () => {
    const core = testCore();
    const pdf = await pdfManyPages(1);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat({ max: pdf.length - 1 }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 20 }), async (changes) => {
        const bytes = Buffer.from(pdf);
        for (const [at, value] of changes) bytes[at] = value;
        const res = await upload(core, bytes, 'changed.pdf', 'application/pdf');
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body['message']).toMatch(/^changed\.pdf/);
      }),
      { seed: 20_261_129, numRuns: 40 },
    );
  }, 60_000);

  it('a scanned PDF of the filled-in template still makes a hand', async () => {
    const core = testCore();
    const res = await upload(core, await scannedPdf(await filledSheetScan(200)), 'scan.pdf', 'application/pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body['name']).toBe('scan.pdf');
  }, 60_000);
});
