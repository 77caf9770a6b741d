import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productByKey } from '#shared/products.ts';
import { SQR_CORNER_DOT_TYPES, SQR_CORNER_SQUARE_TYPES, SQR_DOTS_TYPES, SQR_ECLS } from '#shared/schemas/smart-qr.ts';
import { chromiumMissing } from '#core/test-support/chromium.ts';
import { pdftoppmMissing } from '#core/test-support/pdftoppm.ts';
import { createHtmlSideEngine } from './create-html-side-engine.ts';
import type { HtmlSideEngine } from './html-side-engine.ts';
import { decodePng, decodeQrFrame, jsqrDecoder, type Pixels, zxingDecoder } from '#core/test-support/render-test-kit.ts';

// Every styled Smart QR code must read in one look (issue 33): each dots type ten times with
// other contents (lengths, so versions, ECLs and corner shapes vary), at 10 mm and at 24 mm
// (each size one A4 page), decoded from ONE frame (the code and 2 mm of page around it, at
// 300 dpi, as it is) by jsQR and by ZXing, in the 300 dpi preview and in the print PDF
// rasterised by pdftoppm. No retry, no list of known misses: every code reads.
const corners = SQR_CORNER_SQUARE_TYPES.flatMap((square) => SQR_CORNER_DOT_TYPES.map((dot) => ({ square, dot })));
const SIZES = [10, 24];
const codes = SQR_DOTS_TYPES.flatMap((dots, d) =>
  SIZES.flatMap((sizeMm) =>
    Array.from({ length: 10 }, (_, k) => ({
      dots,
      sizeMm,
      ...corners[(k + d) % corners.length]!,
      ecl: SQR_ECLS[(k + d) % SQR_ECLS.length]!,
      // tracked URLs of the shapes the server writes, a code of its own each, of several lengths
      url: `${k % 2 ? 'https://mail-demo.example.org' : 'http://127.0.0.1:4785'}/q/${dots.slice(0, 3)}${sizeMm}x${String(k).padStart(2, '0')}${'Zq7'.repeat(k % 4)}`,
    })),
  ),
);

const A4 = productByKey('a4_letter')!;
const GAP_MM = 4;

/** Codes of one size on A4 landscape pages: their HTML and where each lands (mm from the page's corner, bleed included). */
function pagesOf(sizeMm: number) {
  const list = codes.map((code, i) => ({ code, i })).filter(({ code }) => code.sizeMm === sizeMm);
  const pitch = sizeMm + GAP_MM;
  const perRow = Math.floor((297 - 2 * GAP_MM) / pitch);
  const perPage = perRow * Math.floor((210 - 2 * GAP_MM) / pitch);
  const pages: { html: string; placed: { i: number; x: number; y: number }[] }[] = [];
  for (let start = 0; start < list.length; start += perPage) {
    const placed = list.slice(start, start + perPage).map(({ i }, n) => ({ i, x: GAP_MM + (n % perRow) * pitch, y: GAP_MM + Math.floor(n / perRow) * pitch }));
    const html = placed
      .map(({ i, x, y }) => {
        const c = codes[i]!;
        return `<div data-sqr data-sqr-id="c${i}" data-sqr-destination="https://example.com/${i}" data-sqr-size="${c.sizeMm}mm" data-sqr-ecl="${c.ecl}" data-sqr-dots-type="${c.dots}" data-sqr-corner-square-type="${c.square}" data-sqr-corner-dot-type="${c.dot}" style="position:absolute;left:${x}mm;top:${y}mm"></div>`;
      })
      .join('');
    pages.push({ html, placed });
  }
  return pages;
}

const exec = promisify(execFile);
const missing = chromiumMissing || pdftoppmMissing;
let renderer: HtmlSideEngine;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'inkpost-qr-'));
  renderer = createHtmlSideEngine({ poolSize: 1 });
  if (!missing) await renderer.warmUp();
});
afterAll(async () => {
  await renderer.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The print PDF's page at 300 dpi, as poppler rasterises it for a print check. */
async function rasterise(pdf: Uint8Array): Promise<Pixels> {
  const file = join(dir, `side-${Math.random().toString(36).slice(2)}`);
  writeFileSync(`${file}.pdf`, pdf);
  await exec('pdftoppm', ['-r', '300', '-png', '-singlefile', `${file}.pdf`, file]);
  return decodePng(readFileSync(`${file}.png`));
}

/** Every code of a page decoded from one frame each, by both decoders, in the preview and in the print PDF: what was not read. */
async function unread(html: string, placed: readonly { id: string; url: string; x: number; y: number; sizeMm: number; label: string }[]): Promise<string[]> {
  const side = await renderer.renderSide({ product: A4, orientation: 'landscape', content: { html }, qrUrls: Object.fromEntries(placed.map((p) => [p.id, p.url])) });
  const sources: [string, Pixels][] = [
    ['preview', await decodePng(side.png)],
    ['print PDF', await rasterise(side.pdf)],
  ];
  const failures: string[] = [];
  for (const [source, pixels] of sources) {
    for (const p of placed) {
      for (const [name, decoder] of [['jsQR', jsqrDecoder], ['ZXing', zxingDecoder]] as const) {
        const read = decodeQrFrame(pixels, p.x, p.y, p.sizeMm, decoder);
        if (read !== p.url) failures.push(`${source}, ${name}: ${p.label}: ${read ?? 'not read'}`);
      }
    }
  }
  return failures;
}

describe.skipIf(Boolean(missing))('every styled Smart QR code in one look', () => {
  it.each(SIZES)('decodes each dots type, ten contents, at %s mm, in one frame, with jsQR and ZXing, in the preview and the print PDF at 300 dpi', async (sizeMm) => {
    const failures: string[] = [];
    for (const { html, placed } of pagesOf(sizeMm)) {
      const labelled = placed.map(({ i, x, y }) => {
        const c = codes[i]!;
        return { id: `c${i}`, url: c.url, x, y, sizeMm, label: `${c.dots} / ${c.square} ring / ${c.dot} centre / ECL ${c.ecl}, ${c.url.length} characters` };
      });
      failures.push(...(await unread(html, labelled)));
    }
    expect(failures).toEqual([]);
  }, 300_000);

  // The studio flags a code under 4:1 (MIN_QR_CONTRAST, layout-checks.ts): one at exactly
  // that contrast, grey #7f7f7f on white paper, still reads in one frame, each dots type at 10 mm.
  it('reads at the lowest contrast the studio accepts without a warning (4:1), each dots type at 10 mm', async () => {
    const placed = SQR_DOTS_TYPES.map((dots, d) => ({ id: `g${d}`, url: `https://mail-demo.example.org/q/grey${d}x${'Zq7'.repeat(d % 3)}`, x: GAP_MM + d * 16, y: GAP_MM, sizeMm: 10, label: `${dots} in #7f7f7f`, dots, ...corners[d]! }));
    const html = placed
      .map((p) => `<div data-sqr data-sqr-id="${p.id}" data-sqr-destination="https://example.com/" data-sqr-size="10mm" data-sqr-ecl="H" data-sqr-dots-color="#7f7f7f" data-sqr-dots-type="${p.dots}" data-sqr-corner-square-type="${p.square}" data-sqr-corner-dot-type="${p.dot}" style="position:absolute;left:${p.x}mm;top:${p.y}mm"></div>`)
      .join('');
    expect(await unread(html, placed)).toEqual([]);
  }, 60_000);
});
