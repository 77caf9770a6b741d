// Issue 44's "the same card": a gallery starter's recipients rendered by the browser whole
// (renderDocument) and composed as campaign cards (renderCampaignCard: the browser's page without
// the ink, our engine's ink over it), compared: previews, the PDF's text layer, its fonts, its pixels
// rasterised at 300 dpi, and every Smart QR code decoded from the preview. Used by
// composed/campaign-cards.test.ts and scripts/check-campaign-cards.ts.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BUNDLED_STARTERS } from '#shared/starters/index.ts';
import { productByKey } from '#shared/products.ts';
import type { HtmlSideEngine } from '#core/engine/html/index.ts';
import { jsqrDecoder, zxingDecoder } from './render-test-kit.ts';
import { pngPixels } from './png.ts';

const run = promisify(execFile);

/**
 * The tolerance, for the previews and for the PDFs rasterised at 300 dpi (pdftoppm, anti-aliased).
 * The outlines are the same numbers both ways, but two rasterisers (the browser's and the canvas
 * library's, both Skia; the browser's PDF printer and ours, both through poppler) put an
 * anti-aliased edge a fraction of a pixel apart: a pixel an edge crosses takes a different share of
 * ink, by up to 100 levels and more for a dark ink on paper. So a pixel counts as different when a
 * channel moves by more than EDGE_LEVELS (of 255) and it is not within what the other image has
 * one pixel around it (withinNeighbours), either way; at most MAX_DIFFERENT_SHARE of an image's
 * pixels may. Ink missing, added, moved by a pixel or more, or recoloured by more than EDGE_LEVELS
 * counts; an edge drawn less than a pixel (1/300 in, 0.085 mm) apart does not. The plain count of
 * pixels over EDGE_LEVELS is reported beside it.
 */
export const EDGE_LEVELS = 24;
export const MAX_DIFFERENT_SHARE = 0.0005;

export interface RecipientComparison {
  recipient: number;
  previewsIdentical: boolean;
  /** Previews' pixels: the largest channel difference (0 when identical), and the worst preview's pixels over EDGE_LEVELS, and different (see EDGE_LEVELS). */
  previewMaxLevel: number;
  previewOverPixels: number;
  previewDifferentPixels: number;
  /** Pixels of a preview (the front's). */
  previewPixels: number;
  textIdentical: boolean;
  fontsIdentical: boolean;
  fontsEmbedded: boolean;
  /** Pages' pixels: the largest channel difference, the worst page's pixels over EDGE_LEVELS, and different. */
  maxLevel: number;
  overPixels: number;
  differentPixels: number;
  pagePixels: number;
  /** Smart QR codes read from the preview to this recipient's tracked URL / codes on the card. */
  qrRead: number;
  qrCodes: number;
  /** Cards composed (1), or rendered by the browser instead (0). */
  composed: number;
}

export function recipientRequest(starterId: string, i: number) {
  const starter = BUNDLED_STARTERS.find((s) => s.id === starterId);
  if (!starter) throw new Error(`no starter ${starterId}`);
  const product = productByKey(starter.product_key);
  if (!product) throw new Error(`no product ${starter.product_key}`);
  const names = ['Ann', 'Bartholomew', 'Chloé', 'Dmitri', 'Eleanor-Rose', 'Fatima', 'Günther', 'Hiroshi'];
  const firstName = `${names[i % names.length]}${i >= names.length ? ` ${i}` : ''}`;
  const values = { firstName, lastName: 'Whitfield', address1: `${10 + i} Elm Street`, city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB', appointmentDate: `${(i % 28) + 1} March`, senderName: i % 2 ? 'Priya at the studio' : undefined };
  const qrUrls: { front: Record<string, string>; back: Record<string, string> } = { front: {}, back: {} };
  for (const side of ['front', 'back'] as const) {
    for (const m of (starter[side]?.html ?? '').matchAll(/data-sqr-id="([^"]+)"/g)) qrUrls[side][m[1]!] = `https://inkpost.local/q/${starterId.slice(0, 6)}${String(i).padStart(4, '0')}${side[0]}`;
  }
  return {
    request: {
      product,
      ...(starter.orientation ? { orientation: starter.orientation } : {}),
      front: starter.front,
      ...(starter.back ? { back: starter.back } : {}),
      qrUrls,
      mergeValues: values,
      addressLines: [`${firstName} Whitfield`, values.address1, 'Leeds', 'LS1 1AA', 'UNITED KINGDOM'],
      handwritingSeed: `recipient-${i}`,
    },
    urls: [...Object.values(qrUrls.front), ...Object.values(qrUrls.back)],
  };
}

async function fonts(file: string): Promise<{ names: string[]; embedded: boolean }> {
  const { stdout } = await run('pdffonts', [file]);
  const rows = stdout.split('\n').slice(2).filter((l) => l.trim() !== '');
  // name (subset tag dropped) and type; "emb" is the column after the encoding
  const names = rows.map((r) => r.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, '')).sort();
  return { names, embedded: rows.every((r) => /\byes\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.test(r)) };
}

async function pagesOf(file: string, dir: string, tag: string): Promise<{ width: number; height: number; data: Uint8ClampedArray }[]> {
  await run('pdftoppm', ['-r', '300', '-png', file, join(dir, tag)]);
  const out = [];
  for (const n of [1, 2]) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(dir, `${tag}-${n}.png`));
    } catch {
      break;
    }
    out.push(await pngPixels(bytes));
  }
  return out;
}

export type Pixels = { width: number; height: number; data: Uint8ClampedArray };

/**
 * Whether pixel (x, y) of `a` lies within what `b` has around it: each channel between the lowest and
 * the highest value of `b`'s pixels at most one pixel away, give or take EDGE_LEVELS. An anti-aliased
 * edge drawn up to a pixel apart is (its partial pixel is a mix of what lies on either side); ink
 * that is missing, added or recoloured is not.
 */
function withinNeighbours(a: Pixels, b: Pixels, x: number, y: number): boolean {
  const i = (y * a.width + x) * 4;
  for (let c = 0; c < 3; c++) {
    let lo = 255;
    let hi = 0;
    for (let yy = Math.max(0, y - 1); yy <= Math.min(b.height - 1, y + 1); yy++) {
      for (let xx = Math.max(0, x - 1); xx <= Math.min(b.width - 1, x + 1); xx++) {
        const v = b.data[(yy * b.width + xx) * 4 + c]!;
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
    }
    const v = a.data[i + c]!;
    if (v < lo - EDGE_LEVELS || v > hi + EDGE_LEVELS) return false;
  }
  return true;
}

/**
 * Two images of one size compared: the largest channel difference, the pixels that move by more
 * than EDGE_LEVELS, and those of them that also find no pixel within EDGE_LEVELS one pixel away in
 * the other image, either way (an edge drawn up to 1/300 in off, which anti-aliasing makes of two
 * rasterisers' curves, is not a difference; ink that is missing, added or recoloured is).
 */
export function pixelDifference(a: Pixels, b: Pixels): { maxLevel: number; over: number; different: number } {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`sizes differ: ${a.width}x${a.height} and ${b.width}x${b.height}`);
  let maxLevel = 0;
  let over = 0;
  let different = 0;
  for (let p = 0; p < a.data.length; p += 4) {
    const d = Math.max(Math.abs(a.data[p]! - b.data[p]!), Math.abs(a.data[p + 1]! - b.data[p + 1]!), Math.abs(a.data[p + 2]! - b.data[p + 2]!));
    if (d > maxLevel) maxLevel = d;
    if (d <= EDGE_LEVELS) continue;
    over++;
    const x = (p / 4) % a.width;
    const y = Math.floor(p / 4 / a.width);
    if (!withinNeighbours(a, b, x, y) || !withinNeighbours(b, a, x, y)) different++;
  }
  return { maxLevel, over, different };
}

/** One recipient of a starter through both renderers, compared. */
export async function compareRecipient(starterId: string, i: number, engine: HtmlSideEngine): Promise<RecipientComparison> {
  const { request, urls } = recipientRequest(starterId, i);
  const before = engine.campaignCounts().composed;
  const a = await engine.renderDocument(request);
  const b = await engine.renderCampaignCard(request);
  const composed = engine.campaignCounts().composed - before;
  const dir = mkdtempSync(join(tmpdir(), 'inkpost-ink-eq-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), a.pdf);
    writeFileSync(join(dir, 'b.pdf'), b.pdf);
    const [textA, textB, fontsA, fontsB, pagesA, pagesB] = await Promise.all([
      run('pdftotext', ['-enc', 'UTF-8', join(dir, 'a.pdf'), '-']).then((r) => r.stdout),
      run('pdftotext', ['-enc', 'UTF-8', join(dir, 'b.pdf'), '-']).then((r) => r.stdout),
      fonts(join(dir, 'a.pdf')),
      fonts(join(dir, 'b.pdf')),
      pagesOf(join(dir, 'a.pdf'), dir, 'a'),
      pagesOf(join(dir, 'b.pdf'), dir, 'b'),
    ]);
    let maxLevel = 0;
    let overPixels = 0;
    let differentPixels = 0;
    let pagePixels = 0;
    if (pagesA.length !== pagesB.length) throw new Error(`page counts differ: ${pagesA.length} and ${pagesB.length}`);
    pagesA.forEach((pa, n) => {
      pagePixels = Math.max(pagePixels, pa.width * pa.height);
      const d = pixelDifference(pa, pagesB[n]!);
      maxLevel = Math.max(maxLevel, d.maxLevel);
      overPixels = Math.max(overPixels, d.over); // the worst page
      differentPixels = Math.max(differentPixels, d.different);
    });
    let previewMaxLevel = 0;
    let previewOverPixels = 0;
    let previewDifferentPixels = 0;
    const previews = [];
    for (const [n, png] of a.previews.entries()) {
      const [pa, pb] = [await pngPixels(Buffer.from(png)), await pngPixels(Buffer.from(b.previews[n] ?? png))];
      previews.push(pa.width * pa.height);
      const d = pixelDifference(pa, pb);
      previewMaxLevel = Math.max(previewMaxLevel, d.maxLevel);
      previewOverPixels = Math.max(previewOverPixels, d.over);
      previewDifferentPixels = Math.max(previewDifferentPixels, d.different);
    }
    let qrRead = 0;
    const found = new Set<string>();
    for (const png of b.previews) {
      const frame = await pngPixels(Buffer.from(png));
      const text = jsqrDecoder(frame) ?? zxingDecoder(frame);
      if (text) found.add(text);
    }
    for (const url of urls) if (found.has(url)) qrRead++;
    return {
      recipient: i,
      previewsIdentical: a.previews.length === b.previews.length && a.previews.every((p, n) => Buffer.from(p).equals(Buffer.from(b.previews[n]!))),
      textIdentical: textA === textB && textA.trim() !== '',
      fontsIdentical: JSON.stringify(fontsA.names) === JSON.stringify(fontsB.names),
      fontsEmbedded: fontsA.embedded && fontsB.embedded,
      previewMaxLevel,
      previewOverPixels,
      previewDifferentPixels,
      previewPixels: previews[0] ?? 0,
      maxLevel,
      overPixels,
      differentPixels,
      pagePixels,
      qrRead,
      qrCodes: urls.length,
      composed,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether a comparison meets issue 44's "the same card". */
export function sameCard(c: RecipientComparison): boolean {
  return c.composed === 1 && c.previewDifferentPixels <= c.previewPixels * MAX_DIFFERENT_SHARE && c.textIdentical && c.fontsEmbedded && c.qrRead === c.qrCodes && c.differentPixels <= c.pagePixels * MAX_DIFFERENT_SHARE;
}
