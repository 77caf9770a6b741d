/**
 * A filled-in "your own hand" template, made the way a person's would be: the template drawn
 * as printed (markers, code, drop-out guides), each character of a handwriting font written
 * into its cell in blue ink with a small random turn and size, then the page photographed:
 * turned 3 degrees, in perspective on a table, with paper texture and uneven light, saved as a
 * JPEG at quality 80. Also the sheets a person should be refused for.
 */
import { readFileSync } from 'node:fs';
import QRCode from 'qrcode';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { DROP_OUT_RGB, handTemplate, type HandPaper, type HandTemplateCell } from '#shared/hand-template.ts';
import type { FontFamily } from '#shared/handwriting.ts';
import { fontFilePath } from '#core/engine/handwriting/fonts.ts';
import { createRng } from '#core/engine/handwriting/random.ts';
import { homographyFrom } from '#core/engine/own-hand/homography.ts';

/** How each character was written: the test compares the traced glyph with it. */
export interface WrittenCell {
  cell: HandTemplateCell;
  /** Font size in mm, turn in radians, and the pen position (mm, page) of the glyph's origin. */
  sizeMm: number;
  turn: number;
  x: number;
  y: number;
}

export interface FilledSheet {
  jpeg: Buffer;
  written: WrittenCell[];
  fontName: string;
}

/** The face a sheet is written with: a built-in hand's font, or any font file (e.g. one of Debian's). */
export type SheetFace = FontFamily | { file: string };

const registered = new Map<string, { name: string; sizeMm: number }>();
/** The face registered for drawing, and the type size (mm) at which its x-height fills the 4 mm guide. */
function face(which: SheetFace): { name: string; sizeMm: number } {
  const file = typeof which === 'string' ? fontFilePath(which) : which.file;
  let known = registered.get(file);
  if (!known) {
    // a built-in hand at 9.5 mm (Caveat's 0.42 em x-height), any other face by its x's height
    const font = typeof which === 'string' ? null : (fontkit.create(readFileSync(file)) as Font);
    const x = font ? font.glyphForCodePoint(0x78).bbox.maxY / font.unitsPerEm : 0;
    known = { name: `InkpostFill${registered.size}`, sizeMm: x > 0.2 ? 4 / x : 9.5 };
    GlobalFonts.registerFromPath(file, known.name);
    registered.set(file, known);
  }
  return known;
}

const pink = `rgb(${DROP_OUT_RGB.map((v) => Math.round(v * 255)).join(',')})`;

/** The printed template, drawn at `pxPerMm`. */
export function drawTemplate(ctx: SKRSContext2D, paper: HandPaper, k: number): void {
  const t = handTemplate(paper);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, t.page.width * k, t.page.height * k);
  ctx.fillStyle = '#000000';
  for (const m of t.markers) ctx.fillRect((m.x - t.markerSize / 2) * k, (m.y - t.markerSize / 2) * k, t.markerSize * k, t.markerSize * k);
  const qr = QRCode.create(t.code.text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const mod = (t.code.width / n) * k;
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.modules.get(r, c)) ctx.fillRect(t.code.x * k + c * mod, t.code.y * k + r * mod, mod + 0.5, mod + 0.5);
  ctx.fillStyle = '#333333';
  ctx.font = `${4 * k}px sans-serif`;
  ctx.fillText('Your own hand', t.grid.x * k, 24 * k);
  ctx.strokeStyle = pink;
  ctx.fillStyle = pink;
  ctx.font = `${2.6 * k}px sans-serif`;
  for (const cell of t.cells) {
    const { x, y, width, height } = cell.box;
    ctx.lineWidth = 0.2 * k;
    ctx.strokeRect(x * k, y * k, width * k, height * k);
    ctx.lineWidth = 0.3 * k;
    ctx.beginPath();
    ctx.moveTo((x + 1) * k, cell.baseline * k);
    ctx.lineTo((x + width - 1) * k, cell.baseline * k);
    ctx.stroke();
    ctx.setLineDash([k, k]);
    ctx.lineWidth = 0.2 * k;
    ctx.beginPath();
    ctx.moveTo((x + 1) * k, cell.xHeightLine * k);
    ctx.lineTo((x + width - 1) * k, cell.xHeightLine * k);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillText(cell.char, (x + 1) * k, (y + 3.4) * k);
  }
}

/** Writes every cell's character (or only those `keep` allows) in the font, into the page drawn at `k` px/mm. */
export function writeCells(ctx: SKRSContext2D, paper: HandPaper, k: number, family: SheetFace, seed: string, keep: (cell: HandTemplateCell) => boolean = () => true): WrittenCell[] {
  const t = handTemplate(paper);
  const rng = createRng(seed);
  // the x-height written to the 4 mm guide
  const { name, sizeMm: base } = face(family);
  const written: WrittenCell[] = [];
  ctx.fillStyle = '#1f3c9e';
  ctx.textAlign = 'center';
  for (const cell of t.cells) {
    if (!keep(cell)) continue;
    const sizeMm = base * (1 + rng.range(-0.08, 0.08));
    const turn = rng.range(-4, 4) * (Math.PI / 180);
    const x = cell.box.x + cell.box.width / 2 + rng.range(-0.6, 0.6);
    const y = cell.baseline + rng.range(-0.3, 0.3);
    ctx.save();
    ctx.translate(x * k, y * k);
    ctx.rotate(turn);
    ctx.font = `${sizeMm * k}px ${name}`;
    ctx.fillText(cell.char, 0, 0);
    ctx.restore();
    written.push({ cell, sizeMm, turn, x, y });
  }
  ctx.textAlign = 'left';
  return written;
}

/** A tileable field of smooth noise in [-1, 1], `size` x `size`, with features about `cell` px apart. */
function noiseTile(seed: string, size: number, cell: number): Float32Array {
  const rng = createRng(seed);
  const n = Math.ceil(size / cell);
  const grid = Float32Array.from({ length: n * n }, () => rng.range(-1, 1));
  const out = new Float32Array(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const fx = x / cell;
      const fy = y / cell;
      const i = Math.floor(fx);
      const j = Math.floor(fy);
      const u = fx - i;
      const v = fy - j;
      const at = (a: number, b: number) => grid[(b % n) * n + (a % n)]!;
      out[y * size + x] = (at(i, j) * (1 - u) + at(i + 1, j) * u) * (1 - v) + (at(i, j + 1) * (1 - u) + at(i + 1, j + 1) * u) * v;
    }
  return out;
}

/**
 * Photographs a page (RGBA at `k` px/mm): 3 degrees turned, in perspective, on a dark table,
 * with paper texture, a light falling off across the sheet and a soft shadow; JPEG q80.
 */
export async function photograph(page: { data: Uint8ClampedArray; width: number; height: number }, seed: string, size = { width: 2250, height: 3000 }): Promise<Buffer> {
  const { width: W, height: H } = size;
  const turn = (3 * Math.PI) / 180;
  const cx = W / 2;
  const cy = H / 2;
  const scale = Math.min((W * 0.88) / page.width, (H * 0.88) / page.height);
  const hw = (page.width * scale) / 2;
  const hh = (page.height * scale) / 2;
  // the top edge further from the camera: 7 % narrower
  const corners = [
    [-hw * 0.93, -hh],
    [hw * 0.93, -hh],
    [hw, hh],
    [-hw, hh],
  ].map(([x, y]) => ({ x: cx + x! * Math.cos(turn) - y! * Math.sin(turn), y: cy + x! * Math.sin(turn) + y! * Math.cos(turn) }));
  const [a, b, c, d, e, f, g, h] = homographyFrom(corners, [
    { x: 0, y: 0 },
    { x: page.width, y: 0 },
    { x: page.width, y: page.height },
    { x: 0, y: page.height },
  ]) as unknown as number[];
  const T = 256;
  const texture = noiseTile(`${seed}:paper`, T, 4);
  const grain = noiseTile(`${seed}:grain`, T, 1.5);
  const shadow = Float32Array.from({ length: W }, (_, x) => 0.18 * Math.exp(-(((x - W * 0.12) / (W * 0.12)) ** 2)));
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  const out = ctx.createImageData(W, H);
  const src = page.data;
  const pw = page.width;
  const s = pw * 4;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 4;
      // light: brighter at the top left, falling to 60 % at the bottom right, and a shadow at the left
      const light = 1 - 0.4 * ((x / W) * 0.4 + (y / H) * 0.6) - shadow[x]!;
      const X = x + 0.5;
      const Y = y + 0.5;
      const w = g! * X + h! * Y + 1;
      const px = (a! * X + b! * Y + c!) / w;
      const py = (d! * X + e! * Y + f!) / w;
      let r = 70;
      let gr = 52;
      let bl = 40;
      if (px >= 0 && py >= 0 && px < pw - 1 && py < page.height - 1) {
        const x0 = px | 0;
        const y0 = py | 0;
        const fx = px - x0;
        const fy = py - y0;
        const q = (y0 * pw + x0) * 4;
        const paper = 1 + 0.035 * texture[(y % T) * T + (x % T)]!;
        const w00 = (1 - fx) * (1 - fy);
        const w10 = fx * (1 - fy);
        const w01 = (1 - fx) * fy;
        const w11 = fx * fy;
        r = (src[q]! * w00 + src[q + 4]! * w10 + src[q + s]! * w01 + src[q + s + 4]! * w11) * paper;
        gr = (src[q + 1]! * w00 + src[q + 5]! * w10 + src[q + s + 1]! * w01 + src[q + s + 5]! * w11) * paper;
        bl = (src[q + 2]! * w00 + src[q + 6]! * w10 + src[q + s + 2]! * w01 + src[q + s + 6]! * w11) * 0.97 * paper;
      }
      const n = 4 * grain[(y % T) * T + (x % T)]!;
      out.data[o] = r * light + n;
      out.data[o + 1] = gr * light + n;
      out.data[o + 2] = bl * light + n;
      out.data[o + 3] = 255;
    }
  }
  ctx.putImageData(out, 0, 0);
  return canvas.encode('jpeg', 80);
}

/** The whole scenario: the template filled in with `family` and photographed. */
export async function filledSheetPhoto(options: { paper?: HandPaper; family?: SheetFace; seed?: string; keep?: (cell: HandTemplateCell) => boolean } = {}): Promise<FilledSheet> {
  const paper = options.paper ?? 'a4';
  const family = options.family ?? 'Stafford';
  const seed = options.seed ?? 'sheet';
  const k = 12;
  const t = handTemplate(paper);
  const canvas = createCanvas(Math.round(t.page.width * k), Math.round(t.page.height * k));
  const ctx = canvas.getContext('2d');
  drawTemplate(ctx, paper, k);
  const written = writeCells(ctx, paper, k, family, seed, options.keep);
  const page = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return { jpeg: await photograph(page, seed), written, fontName: face(family).name };
}

/** The template scanned flat at `dpi`, filled in (PNG). */
export async function filledSheetScan(dpi: number, options: { paper?: HandPaper; family?: FontFamily; keep?: (cell: HandTemplateCell) => boolean } = {}): Promise<Buffer> {
  const paper = options.paper ?? 'a4';
  const k = dpi / 25.4;
  const t = handTemplate(paper);
  const canvas = createCanvas(Math.round(t.page.width * k), Math.round(t.page.height * k));
  const ctx = canvas.getContext('2d');
  drawTemplate(ctx, paper, k);
  writeCells(ctx, paper, k, options.family ?? 'Stafford', 'scan', options.keep);
  return canvas.encode('png');
}

/** A blank sheet of paper, photographed. */
export async function blankPhoto(): Promise<Buffer> {
  const canvas = createCanvas(1200, 1600);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f4f2ee';
  ctx.fillRect(0, 0, 1200, 1600);
  return canvas.encode('jpeg', 80);
}

/** A photo of something else: a page of a printed letter with a code on it, on a table. */
export async function otherPhoto(): Promise<Buffer> {
  const canvas = createCanvas(1500, 2000);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#5a4636';
  ctx.fillRect(0, 0, 1500, 2000);
  ctx.fillStyle = '#fbfaf7';
  ctx.fillRect(150, 120, 1200, 1700);
  ctx.fillStyle = '#222222';
  ctx.font = '34px sans-serif';
  const rng = createRng('other');
  for (let line = 0; line < 30; line++) {
    const words = Array.from({ length: 8 }, () => 'lorem ipsum dolor sit amet consectetur'.split(' ')[rng.int(6)]).join(' ');
    ctx.fillText(words, 220, 260 + line * 48);
  }
  const qr = QRCode.create('https://example.com/menu', { errorCorrectionLevel: 'M' });
  for (let r = 0; r < qr.modules.size; r++) for (let c = 0; c < qr.modules.size; c++) if (qr.modules.get(r, c)) ctx.fillRect(1050 + c * 8, 1550 + r * 8, 8, 8);
  return canvas.encode('jpeg', 80);
}
