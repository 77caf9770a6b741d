/**
 * Reads one page of a scan as the template: finds the corner markers, maps the template's
 * millimetres onto the picture (a homography: perspective and rotation of a phone photo),
 * reads the layout code, checks resolution and focus, and straightens the grid of cells into
 * an image whose paper is white everywhere (uneven light and shadows divided out), in the red
 * channel, where the drop-out guides vanish.
 */
import jsQR from 'jsqr';
import { handTemplate, HAND_PAPERS, parseHandTemplateCode, type HandTemplate } from '#shared/hand-template.ts';
import { findMarkers } from './find-markers.ts';
import { boxBlur, downsampledLuma, gray, type Gray, rankFilter, type Rgba, sampleChannel, sampleGray, stats } from './gray-image.ts';
import { applyHomography, type Homography, homographyFrom, type Point, scaleAt } from './homography.ts';
import { ScanRejected } from './scan-error.ts';

/** Pixels per mm of the straightened grid (254 dpi). */
export const SHEET_PX_PER_MM = 10;
/** The straightened area reaches this far past the grid on each side, mm. */
export const SHEET_MARGIN_MM = 3;
/** The least resolution at which the letters can be traced (the sheet is refused below it). */
const MIN_DPI = 150;
/** Edge width (10 to 90 % of the step) of the markers above which the scan is too blurred, mm. */
const MAX_EDGE_MM = 0.55;

export interface ReadSheet {
  template: HandTemplate;
  dpi: number;
  /** The straightened grid: 255 is paper, 0 is ink; (0, 0) is the grid's top-left corner minus the margin. */
  sheet: Gray;
}

const TEMPLATES = HAND_PAPERS.map(handTemplate);

function markerRect(t: HandTemplate): { long: number; short: number } {
  const [a, b, c] = t.markers as [Point, Point, Point, Point];
  const w = Math.hypot(b.x - a.x, b.y - a.y);
  const h = Math.hypot(c.x - b.x, c.y - b.y);
  return { long: Math.max(w, h), short: Math.min(w, h) };
}

/** A marker's centre at full resolution: the centroid of the dark pixels around the coarse one. */
function refine(img: Rgba, p: Point, radius: number): Point {
  const r = Math.ceil(radius);
  let lo = 255;
  let hi = 0;
  const lum = (x: number, y: number) => {
    const o = (y * img.width + x) * 4;
    return 0.299 * img.data[o]! + 0.587 * img.data[o + 1]! + 0.114 * img.data[o + 2]!;
  };
  const x0 = Math.max(0, Math.floor(p.x - r));
  const x1 = Math.min(img.width - 1, Math.ceil(p.x + r));
  const y0 = Math.max(0, Math.floor(p.y - r));
  const y1 = Math.min(img.height - 1, Math.ceil(p.y + r));
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const v = lum(x, y);
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  const t = (lo + hi) / 2;
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      if (Math.hypot(x + 0.5 - p.x, y + 0.5 - p.y) > radius) continue;
      const w = Math.max(0, Math.min(1, (t + 20 - lum(x, y)) / 40));
      sx += (x + 0.5) * w;
      sy += (y + 0.5) * w;
      n += w;
    }
  return n > 0 ? { x: sx / n, y: sy / n } : p;
}

/** Straightens a template area (mm) into RGBA at `pxPerMm`, for the QR reader. */
function straightenRgba(img: Rgba, h: Homography, x: number, y: number, w: number, hgt: number, pxPerMm: number): { data: Uint8ClampedArray; width: number; height: number } {
  const width = Math.round(w * pxPerMm);
  const height = Math.round(hgt * pxPerMm);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let j = 0; j < height; j++)
    for (let i = 0; i < width; i++) {
      const p = applyHomography(h, x + (i + 0.5) / pxPerMm, y + (j + 0.5) / pxPerMm);
      const o = (j * width + i) * 4;
      const v = 0.299 * sampleChannel(img, 0, p.x, p.y) + 0.587 * sampleChannel(img, 1, p.x, p.y) + 0.114 * sampleChannel(img, 2, p.x, p.y);
      data[o] = data[o + 1] = data[o + 2] = v;
      data[o + 3] = 255;
    }
  return { data, width, height };
}

function readCode(img: Rgba, h: Homography, t: HandTemplate): string | null {
  const pad = 7;
  const { data, width, height } = straightenRgba(img, h, t.code.x - pad, t.code.y - pad, t.code.width + 2 * pad, t.code.height + 2 * pad, 8);
  return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/** Median 10-90 % width of the markers' edges, mm: how blurred the picture is. */
function edgeWidthMm(img: Rgba, h: Homography, t: HandTemplate): number {
  const widths: number[] = [];
  const half = t.markerSize / 2;
  const step = 0.05;
  for (const m of t.markers) {
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      for (const along of [-1.5, 0, 1.5]) {
        const profile: number[] = [];
        for (let s = half - 2; s <= half + 2; s += step) {
          const x = m.x + dx * s + (dy !== 0 ? along : 0);
          const y = m.y + dy * s + (dx !== 0 ? along : 0);
          const p = applyHomography(h, x, y);
          profile.push(sampleChannel(img, 1, p.x, p.y));
        }
        const lo = Math.min(...profile);
        const hi = Math.max(...profile);
        if (hi - lo < 40) continue;
        const at = (f: number) => profile.findIndex((v) => v >= lo + f * (hi - lo));
        widths.push((at(0.9) - at(0.1)) * step);
      }
    }
  }
  widths.sort((a, b) => a - b);
  return widths.length ? widths[Math.floor(widths.length / 2)]! : Infinity;
}

/** Block maximum: each `f` x `f` block's brightest value (the paper beside thin strokes). */
function blockMax(g: Gray, f: number): Gray {
  const out = gray(Math.ceil(g.width / f), Math.ceil(g.height / f));
  out.data.fill(0);
  for (let y = 0; y < g.height; y++) {
    const row = Math.floor(y / f) * out.width;
    for (let x = 0; x < g.width; x++) {
      const i = row + Math.floor(x / f);
      const v = g.data[y * g.width + x]!;
      if (v > out.data[i]!) out.data[i] = v;
    }
  }
  return out;
}

/** The grid straightened at SHEET_PX_PER_MM, red channel, background divided out. */
function straightenGrid(img: Rgba, h: Homography, t: HandTemplate): Gray {
  const k = SHEET_PX_PER_MM;
  const x0 = t.grid.x - SHEET_MARGIN_MM;
  const y0 = t.grid.y - SHEET_MARGIN_MM;
  const g = gray(Math.round((t.grid.width + 2 * SHEET_MARGIN_MM) * k), Math.round((t.grid.height + 2 * SHEET_MARGIN_MM) * k));
  const [a, b, c, d, e, f, gg, hh] = h;
  for (let j = 0; j < g.height; j++) {
    const ym = y0 + (j + 0.5) / k;
    for (let i = 0; i < g.width; i++) {
      const xm = x0 + (i + 0.5) / k;
      const w = gg! * xm + hh! * ym + 1;
      g.data[j * g.width + i] = sampleChannel(img, 0, (a! * xm + b! * ym + c!) / w, (d! * xm + e! * ym + f!) / w);
    }
  }
  // The paper's brightness: a closing (max then min) wider than any pen stroke, smoothed,
  // worked out at a quarter of the resolution (it changes slowly) and read back bilinearly.
  const q = 4;
  const small = blockMax(g, q);
  const r = Math.round((2.5 * k) / q);
  const bg = boxBlur(rankFilter(rankFilter(small, r, true), r, false), 2);
  for (let j = 0; j < g.height; j++)
    for (let i = 0; i < g.width; i++) {
      const p = j * g.width + i;
      const paper = sampleGray(bg, (i + 0.5) / q - 0.5, (j + 0.5) / q - 0.5, NaN);
      const level = Number.isNaN(paper) ? bg.data[Math.min(bg.height - 1, Math.floor(j / q)) * bg.width + Math.min(bg.width - 1, Math.floor(i / q))]! : paper;
      g.data[p] = Math.min(255, (255 * g.data[p]!) / Math.max(8, level));
    }
  return g;
}

export function readSheet(img: Rgba, what: string): ReadSheet {
  const factor = Math.max(1, Math.floor(Math.max(img.width, img.height) / 1400));
  const small = downsampledLuma(img, factor);
  if (stats(small).std < 6) throw new ScanRejected(`${what} is blank: there is nothing on it. Scan or photograph the filled-in template.`);
  const rects = TEMPLATES.map(markerRect);
  const markers = findMarkers(
    small,
    rects.map((r) => r.long / r.short),
    TEMPLATES[0]!.markerSize / rects[0]!.short,
  );
  if (!markers)
    throw new ScanRejected(
      `${what} is not the Inkpost hand template: its four black corner squares were not found. Print the template, fill it in, and scan or photograph the whole sheet with all four corners in the picture.`,
    );
  const full = markers.map((m) => refine(img, { x: m.x * factor, y: m.y * factor }, m.size * factor * 0.75));
  // Clockwise from a corner; the first side is made a short one (the sheet's top or bottom).
  const d = (i: number) => Math.hypot(full[(i + 1) % 4]!.x - full[i]!.x, full[(i + 1) % 4]!.y - full[i]!.y);
  const quad = d(0) + d(2) <= d(1) + d(3) ? full : [full[1]!, full[2]!, full[3]!, full[0]!];
  const hypotheses = [quad, [quad[2]!, quad[3]!, quad[0]!, quad[1]!]];

  const first = homographyFrom(TEMPLATES[0]!.markers, quad);
  const page = TEMPLATES[0]!.page;
  const dpi = Math.min(...[[page.width / 2, page.height / 2], ...TEMPLATES[0]!.markers.map((m) => [m.x, m.y])].map(([x, y]) => scaleAt(first, x!, y!))) * 25.4;
  if (dpi < MIN_DPI)
    throw new ScanRejected(`${what} shows the sheet at about ${Math.round(dpi)} dpi; Inkpost needs at least ${MIN_DPI} dpi to trace the letters. Scan at 300 dpi, or photograph the sheet so that it fills the picture.`);

  for (const corners of hypotheses) {
    for (const t of TEMPLATES) {
      const h = homographyFrom(t.markers, corners);
      const text = readCode(img, h, t);
      if (text === null) continue;
      const code = parseHandTemplateCode(text);
      if (!code) throw new ScanRejected(`${what} is not the Inkpost hand template: its code says something else. Print the template from Inkpost (Handwriting > Your own hand) and fill that in.`);
      const template = TEMPLATES.find((x) => x.paper === code.paper)!;
      const hh = template === t ? h : homographyFrom(template.markers, corners);
      const blur = edgeWidthMm(img, hh, template);
      if (blur > MAX_EDGE_MM) throw new ScanRejected(`${what} is too blurred to trace the letters: hold the camera still and focus on the sheet, or scan it.`);
      return { template, dpi, sheet: straightenGrid(img, hh, template) };
    }
  }
  throw new ScanRejected(
    `${what}: the corner squares were found, but not the code that names the layout (top right of the sheet). Keep the whole sheet in the picture, flat, in focus and without glare on the code.`,
  );
}
