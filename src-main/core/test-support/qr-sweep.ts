// A seeded sweep of styled Smart QR codes with random content, each decoded from ONE frame
// (issue 33): shared by qr-small-finder-sweep.test.ts and scripts/qr-sweep.ts (the larger,
// opt-in run over many seeds and every style).
import { productByKey } from '#shared/products.ts';
import { SQR_CORNER_DOT_TYPES, SQR_CORNER_SQUARE_TYPES, SQR_DOTS_TYPES, SQR_ECLS } from '#shared/schemas/smart-qr.ts';
import type { SqrCornerDotType, SqrCornerSquareType, SqrDotsType, SqrEcl } from '#shared/schemas/smart-qr.ts';
import { moduleWidthMm } from '#core/engine/qr/qr-module-floor.ts';
import { printedQrMatrix } from '#core/engine/qr/qr-svg.ts';
import type { HtmlSideEngine } from '../engine/html/index.ts';
import { decodePng, decodeQrFrame, jsqrDecoder, type Pixels, zxingDecoder } from './render-test-kit.ts';

/** A style of the sweep: corner shapes, and a dots type (random per code when absent). */
export interface SweepStyle {
  square: SqrCornerSquareType;
  dot: SqrCornerDotType;
  dots?: SqrDotsType;
}

/** The weakest finders: the extra-rounded ring (either centre) and the dot centre (in every ring). */
export const WEAKEST_FINDERS: readonly SweepStyle[] = [
  { square: 'extra-rounded', dot: 'dot' },
  { square: 'extra-rounded', dot: 'square' },
  { square: 'dot', dot: 'dot' },
  { square: 'square', dot: 'dot' },
];

/** Every dots type x corner square type x corner dot type (36 styles). */
export const EVERY_STYLE: readonly SweepStyle[] = SQR_DOTS_TYPES.flatMap((dots) => SQR_CORNER_SQUARE_TYPES.flatMap((square) => SQR_CORNER_DOT_TYPES.map((dot) => ({ square, dot, dots }))));

const ORIGINS = ['http://127.0.0.1:4785', 'https://mail-demo.example.org', 'https://inkpost-demo.tunnel.example.dev', 'https://qr.inkpost-letters.example.com/t'];
const CODE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const GAP_MM = 4;

/** mulberry32: a small seeded generator, so a seed gives the same codes every run. */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PlacedCode {
  id: string;
  square: SqrCornerSquareType;
  dot: SqrCornerDotType;
  dots: SqrDotsType;
  ecl: SqrEcl;
  url: string;
  /** Top-left corner on the page, mm (bleed included). */
  x: number;
  y: number;
}

/**
 * One A4 landscape page of codes of one size: random tracked URLs of the server's shape (an
 * origin, /q/ and a 16-character code), random ECL, random sub-millimetre placement; the
 * styles taken in turn.
 */
export function sweepPage(sizeMm: number, random: () => number, styles: readonly SweepStyle[] = WEAKEST_FINDERS): PlacedCode[] {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const pitch = sizeMm + GAP_MM + 1;
  const perRow = Math.floor((297 - 2 * GAP_MM) / pitch);
  const rows = Math.floor((210 - 2 * GAP_MM) / pitch);
  return Array.from({ length: perRow * rows }, (_, n) => {
    const style = styles[n % styles.length]!;
    const code = Array.from({ length: 16 }, () => pick([...CODE_CHARS])).join('');
    const dots = pick(SQR_DOTS_TYPES);
    return {
      id: `s${sizeMm}n${n}`,
      square: style.square,
      dot: style.dot,
      dots: style.dots ?? dots,
      ecl: pick(SQR_ECLS),
      url: `${pick(ORIGINS)}/q/${code}`,
      x: GAP_MM + (n % perRow) * pitch + Math.round(random() * 1000) / 1000,
      y: GAP_MM + Math.floor(n / perRow) * pitch + Math.round(random() * 1000) / 1000,
    };
  });
}

export interface SweepMiss {
  code: PlacedCode;
  sizeMm: number;
  decoder: 'jsQR' | 'ZXing';
  /** Where the frame came from. */
  source: 'preview' | 'print';
  read: string | undefined;
}

const A4 = productByKey('a4_letter')!;
const DECODERS = [
  ['jsQR', jsqrDecoder],
  ['ZXing', zxingDecoder],
] as const;

/** A page of codes rendered in Chromium: the 300 dpi preview's pixels, and the print PDF when asked for (else empty). */
export async function renderSweepPage(renderer: HtmlSideEngine, sizeMm: number, placed: readonly PlacedCode[], pdf = false): Promise<{ preview: Pixels; pdf: Uint8Array }> {
  const html = placed
    .map(
      (p) =>
        `<div data-sqr data-sqr-id="${p.id}" data-sqr-destination="https://example.com/" data-sqr-size="${sizeMm}mm" data-sqr-ecl="${p.ecl}" data-sqr-dots-type="${p.dots}" data-sqr-corner-square-type="${p.square}" data-sqr-corner-dot-type="${p.dot}" style="position:absolute;left:${p.x}mm;top:${p.y}mm"></div>`,
    )
    .join('');
  const side = await renderer.renderSide({ product: A4, orientation: 'landscape', content: { html }, qrUrls: Object.fromEntries(placed.map((p) => [p.id, p.url])), pdf });
  return { preview: await decodePng(side.png), pdf: side.pdf };
}

/** Each code of a page decoded from one frame by jsQR and by ZXing: the number of decodes and the misses. */
export function decodeSweepPage(pixels: Pixels, sizeMm: number, placed: readonly PlacedCode[], source: SweepMiss['source']): { decodes: number; misses: SweepMiss[] } {
  const misses: SweepMiss[] = [];
  let decodes = 0;
  for (const code of placed) {
    for (const [decoder, decode] of DECODERS) {
      decodes++;
      const read = decodeQrFrame(pixels, code.x, code.y, sizeMm, decode);
      if (read !== code.url) misses.push({ code, sizeMm, decoder, source, read });
    }
  }
  return { decodes, misses };
}

/** The symbol a code is printed as: the ECL after the module floor, its version, its module width in mm. */
export function printedSymbol(code: PlacedCode, sizeMm: number): { ecl: SqrEcl; version: number; moduleMm: number } {
  const m = printedQrMatrix(code.url, sizeMm, code.ecl);
  return { ecl: m.ecl, version: m.version, moduleMm: moduleWidthMm(sizeMm, m.size) };
}

export function describeMiss({ code: p, sizeMm, decoder, source, read }: SweepMiss): string {
  const printed = printedSymbol(p, sizeMm);
  const ecl = printed.ecl === p.ecl ? `ECL ${p.ecl}` : `ECL ${p.ecl} printed ${printed.ecl}`;
  return `${decoder} (${source}): ${sizeMm} mm at (${p.x}, ${p.y}): ${p.dots} / ${p.square} ring / ${p.dot} centre / ${ecl}, version ${printed.version}, ${printed.moduleMm.toFixed(3)} mm modules, ${p.url}: ${read ?? 'not read'}`;
}
