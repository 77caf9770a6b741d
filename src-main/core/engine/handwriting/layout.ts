/**
 * Handwriting layout: simple HTML in, a display list of positioned glyph outlines out.
 *
 * Line breaking, alignment, padding and autoResize work on the fonts' own metrics;
 * the natural variation (per glyph rotation, scale, baseline jitter, slant, line drift,
 * spacing, margin, ink opacity, alternate shapes) is drawn from a PRNG seeded with the
 * caller's seed plus the content, so the same input always gives the same list.
 */
import type { InkColor, Pen, StrokeFont, TextAlign, VerticalAlign } from '#shared/handwriting.ts';
import { DEFAULT_FONT_FAMILY, DEFAULT_FONT_SIZE_PT, DEFAULT_INK_COLOR, DEFAULT_PEN_FOR_COLOR } from '#shared/handwriting.ts';
import { ptToMm } from '#shared/units.ts';
import type { DisplayItem, DisplayList, Matrix } from './display-list.ts';
import { inkBounds, translateItems } from './display-list.ts';
import type { HandFont, WordLayout } from './fonts.ts';
import { PERTURBED_VARIANTS } from './fonts.ts';
import { type HandFamily, layoutWordInHand, loadHand } from './own-hands.ts';
import { htmlToLines } from './html-text.ts';
import { horizontalGap } from './letter-clearance.ts';
import { loadStrokeFont } from './stroke-fonts.ts';
import type { JoinEnd } from './joins.ts';
import { joinShift } from './joins.ts';
import type { LineGeometry, NoteDrift } from './page-drift.ts';
import { MIN_GAP, clearance, lineShape, nextMargin, noteDrift } from './page-drift.ts';
import { inkHex } from './ink.ts';
import type { PenSpec } from './pens.ts';
import { penSpec } from './pens.ts';
import type { Rng } from './random.ts';
import { createRng, hashString } from './random.ts';

export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface HandwritingLayoutOptions {
  /** Simple HTML (<p>, <br>) or plain text. */
  content: string;
  widthMm: number;
  heightMm: number;
  /** Uniform padding in mm, or per side. Default 1mm. */
  paddingMm?: number | Padding;
  /** A built-in family, or an own hand's engine key (own-hands.ts). */
  fontFamily?: HandFamily;
  /** A single-stroke font instead of fontFamily (plotter output: paint the list with paintSvg, not the PNG/PDF painters). */
  strokeFont?: StrokeFont;
  /** Font size in pt; with autoResize the maximum size. Default DEFAULT_FONT_SIZE_PT (14pt). */
  fontSizePt?: number;
  color?: InkColor;
  /** Pen preset (ink behaviour); default by colour (DEFAULT_PEN_FOR_COLOR). Not used without variation. */
  pen?: Pen;
  textAlign?: TextAlign;
  verticalAlign?: VerticalAlign;
  /** Shrink the font (binary search) to the largest size <= fontSizePt at which the ink fits the padded box. */
  autoResize?: boolean;
  /** Seed of the natural variation (e.g. recipient id). The content is mixed in as well. */
  seed?: string;
  /** Set false to lay out the plain font with no variation (legibility baseline). Default true. */
  variation?: boolean;
  /** Multiplies the hand's own line height (1 = as the hand writes; the studio's line spacing). */
  lineSpacing?: number;
}

/** Smallest size autoResize goes down to. */
export const MIN_AUTO_FONT_SIZE_PT = 2;

const DEG = Math.PI / 180;

function normPadding(p: number | Padding | undefined): Padding {
  if (p === undefined) return { top: 1, right: 1, bottom: 1, left: 1 };
  if (typeof p === 'number') return { top: p, right: p, bottom: p, left: p };
  return p;
}

/** Lays out handwriting in a box. See HandwritingLayoutOptions. */
export function layoutHandwriting(opts: HandwritingLayoutOptions): DisplayList {
  const maxSize = opts.fontSizePt ?? DEFAULT_FONT_SIZE_PT;
  if (!(maxSize > 0) || !Number.isFinite(maxSize)) throw new RangeError('fontSizePt must be a positive number');
  const pad = normPadding(opts.paddingMm);
  const innerW = opts.widthMm - pad.left - pad.right;
  const innerH = opts.heightMm - pad.top - pad.bottom;
  if (!opts.autoResize) return layoutAtSize(opts, maxSize, pad, false).list;

  const first = layoutAtSize(opts, maxSize, pad, true);
  if (first.fits || innerW <= 0 || innerH <= 0) return first.list;
  let lo = MIN_AUTO_FONT_SIZE_PT;
  let hi = maxSize;
  let best = layoutAtSize(opts, lo, pad, true);
  if (!best.fits) return best.list;
  while (hi - lo > 0.05) {
    const mid = (lo + hi) / 2;
    const r = layoutAtSize(opts, mid, pad, true);
    if (r.fits) {
      lo = mid;
      best = r;
    } else {
      hi = mid;
    }
  }
  return best.list;
}

interface Attempt {
  list: DisplayList;
  fits: boolean;
}

interface LineWord {
  layout: WordLayout;
  /** The characters the word writes (a piece of a word split across lines: its part). */
  text: string;
}

interface NoteStyle {
  slant: number;
  wordSpace: number;
  drift: NoteDrift;
  sizeDrift: number;
}

function layoutAtSize(opts: HandwritingLayoutOptions, sizePt: number, pad: Padding, strict: boolean): Attempt {
  const family = opts.fontFamily ?? DEFAULT_FONT_FAMILY;
  const font: HandFont = opts.strokeFont ? loadStrokeFont(opts.strokeFont) : loadHand(family);
  const wordLayout = (w: string): WordLayout => (opts.strokeFont ? font.layoutWord(w) : layoutWordInHand(family, w));
  const vary = opts.variation !== false;
  const rng = createRng(`${opts.seed ?? ''}\u0001${opts.content}`);
  const inkColor = opts.color ?? DEFAULT_INK_COLOR;
  const color = inkHex(inkColor);
  const pen = vary ? penSpec(opts.pen ?? DEFAULT_PEN_FOR_COLOR[inkColor]) : null;
  const em = ptToMm(sizePt);
  const lineHeight = font.spec.lineHeight * (opts.lineSpacing ?? 1);
  const innerW = opts.widthMm - pad.left - pad.right;
  const innerH = opts.heightMm - pad.top - pad.bottom;
  const align = opts.textAlign ?? 'left';

  const style: NoteStyle = vary
    ? { slant: rng.range(-1.5, 4) * DEG, wordSpace: rng.range(0.95, 1.15), drift: noteDrift(rng), sizeDrift: rng.normal(0.015) }
    : { slant: 0, wordSpace: 1, drift: { slope: 0, marginCreep: 0 }, sizeDrift: 0 };

  // 1. break into visual lines (breaking width leaves room for the jitter)
  const breakWidth = (innerW / em) * (vary ? 0.965 : 1);
  const visual: { words: LineWord[]; paragraphStart: boolean }[] = [];
  let overflowWord = false;
  for (const hard of htmlToLines(opts.content)) {
    const words = hard.text.split(' ').filter((w) => w !== '');
    if (words.length === 0) {
      visual.push({ words: [], paragraphStart: hard.paragraphStart });
      continue;
    }
    let line: LineWord[] = [];
    let lineWidth = 0;
    let paragraphStart = hard.paragraphStart;
    const push = (): void => {
      visual.push({ words: line, paragraphStart });
      paragraphStart = false;
      line = [];
      lineWidth = 0;
    };
    for (const w of words) {
      let pieces = [wordLayout(w)];
      if (pieces[0]!.width > breakWidth) {
        overflowWord = true;
        if (!strict) pieces = splitWord(wordLayout, w, breakWidth);
      }
      for (const layout of pieces) {
        const text = pieces.length === 1 ? w : layout.glyphs.map((g) => g.chars).join('');
        const add = (line.length > 0 ? font.spaceWidth * style.wordSpace : 0) + layout.width;
        if (line.length > 0 && lineWidth + add > breakWidth) push();
        lineWidth += (line.length > 0 ? font.spaceWidth * style.wordSpace : 0) + layout.width;
        line.push({ layout, text });
      }
    }
    if (line.length > 0) push();
  }

  // 2. place glyphs
  const items: DisplayItem[] = [];
  const lastVariant = new Map<string, number>();
  const lineItems: DisplayItem[][] = [];
  let baseline = pad.top + font.ascent * em;
  let margin = 0;
  let pressure = 0;
  let above: LineGeometry | null = null;
  visual.forEach((vl, li) => {
    if (li > 0) {
      const lh = lineHeight * em * (vary ? 1 + rng.normal(0.035) : 1);
      baseline += lh + (vl.paragraphStart ? 0.35 * lineHeight * em : 0);
    }
    const lineOut: DisplayItem[] = [];
    lineItems.push(lineOut);
    if (vl.words.length === 0) return;
    // widths with per-word spacing variation
    const spaces = vl.words.map((_, i) => (i === 0 ? 0 : font.spaceWidth * style.wordSpace * (vary ? Math.max(0.82, 1 + rng.normal(0.14)) : 1)));
    const natural = vl.words.reduce((s, w, i) => s + w.layout.width + spaces[i]!, 0) * em;
    if (vary) margin = nextMargin(rng, style.drift, margin, em);
    let x0: number;
    if (align === 'center') x0 = pad.left + (innerW - natural) / 2 + (vary ? rng.normal(0.05 * em) : 0);
    else if (align === 'right') x0 = pad.left + innerW - natural - (vary ? margin * 0.5 : 0);
    else x0 = pad.left + margin;
    // the line's slope and bow (page-drift.ts); never closer to the line above than MIN_GAP
    const { angle, bow } = vary ? lineShape(rng, style.drift, natural, em) : { angle: 0, bow: 0 };
    const geometry: LineGeometry = { x0, baseline, angle, length: natural, bow };
    if (vary && above) {
      const deficit = MIN_GAP * lineHeight * em - clearance(above, geometry);
      if (deficit > 0) geometry.baseline = baseline += deficit;
    }
    above = geometry;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    let along = 0;
    vl.words.forEach((w, wi) => {
      along += spaces[wi]! * em;
      const wordDy = vary ? rng.normal(0.03) * em : 0;
      if (vary) pressure = pressure * 0.5 + rng.normal(0.03);
      const wf = w.layout.font;
      const j = wf.spec.jitter ?? 1;
      // cursive hands: letters keep their joins, and turn less on their own
      const cursive = vary && wf.spec.cursive === true;
      const wordScale = cursive ? rng.normal(0.02 * j) : 0;
      const wordTurn = cursive ? rng.normal(1.0 * j) * DEG : 0;
      const wordSlant = cursive ? rng.normal(1.0 * j) * DEG : 0;
      let prevEnd: (JoinEnd & { advance: number; dx: number }) | null = null;
      // hands whose letters never touch: the smallest gap kept between two placed letters, mm
      const apartMm = vary && !cursive ? (wf.spec.keepApart ?? 0) * em : 0;
      let prevPlaced: DisplayItem | null = null;
      for (const g of w.layout.glyphs) {
        const adv = g.advance * em;
        if (g.id === 0) {
          // a character no hand has (.notdef): leave its space blank rather than draw a box
          along += adv;
          continue;
        }
        const { shape } = chooseShape(wf, g.id, pen, rng, lastVariant);
        if (shape.ops.length > 0) {
          let m: Matrix;
          let opacity = 1;
          if (vary) {
            const t = natural > 0 ? (along + adv / 2) / natural : 0;
            const curve = bow * 4 * t * (1 - t);
            // a joined hand varies size, turn and slant per word (its letters must meet), other hands per letter
            const k = cursive ? 0.15 : 1;
            const s = 1 + style.sizeDrift + wordScale + rng.normal(0.035 * j * k);
            const sx = em * s * (1 + rng.normal(0.02 * j * k));
            const sy = em * s * (1 + rng.normal(0.02 * j * k));
            const rot = angle + wordTurn + rng.normal(1.3 * j * k) * DEG;
            const slant = style.slant + wordSlant + rng.normal(1.0 * j * k) * DEG;
            const jx = rng.normal(0.012 * j) * em;
            const jy = wordDy + rng.normal(0.022 * j) * em - curve;
            // pivot: middle of the advance on the baseline
            const px = along + adv / 2 + jx + g.dx * em;
            const py = jy + g.dy * em;
            const cx = x0 + px * cos - py * sin;
            const cy = baseline + px * sin + py * cos;
            m = glyphMatrix(sx, sy, slant, rot, -g.advance / 2, cx, cy);
            if (cursive) {
              const shift = prevEnd ? joinShift(prevEnd, { shape, matrix: m }, prevEnd.advance + g.dx - prevEnd.dx) : null;
              if (shift) {
                m[4] += shift[0];
                m[5] += shift[1];
              }
              prevEnd = { shape, matrix: m, advance: g.advance, dx: g.dx };
            }
            if (apartMm > 0 && prevPlaced) {
              const short = apartMm - horizontalGap(prevPlaced, { shape, matrix: m }, 0.02 * em);
              if (short > 0) {
                m[4] += short * cos;
                m[5] += short * sin;
                along += short;
              }
            }
            const [lo, hi] = pen!.opacity;
            opacity = clamp((lo + hi) / 2 + pressure + rng.normal(0.025), lo, hi);
          } else {
            m = [em, 0, 0, em, x0 + along + g.dx * em, baseline + g.dy * em];
          }
          const item: DisplayItem = { shape, matrix: m, color, opacity, chars: g.chars, line: li };
          prevPlaced = item;
          lineOut.push(item);
          items.push(item);
        }
        along += adv;
      }
    });
  });

  // 3. keep each line's ink inside the padded box horizontally, then align the block vertically
  let fits = !overflowWord || !strict;
  for (const lineOut of lineItems) {
    const b = inkBounds(lineOut);
    if (!b) continue;
    let dx = 0;
    if (b.maxX > pad.left + innerW) dx = pad.left + innerW - b.maxX;
    if (b.minX + dx < pad.left) dx = pad.left - b.minX;
    if (b.maxX - b.minX > innerW + 1e-9) fits = false;
    if (dx !== 0) translateItems(lineOut, dx, 0);
  }
  const all = inkBounds(items);
  if (all) {
    const h = all.maxY - all.minY;
    if (h > innerH + 1e-9) fits = false;
    const valign = opts.verticalAlign ?? 'top';
    let dy: number;
    if (valign === 'center') dy = pad.top + (innerH - h) / 2 - all.minY;
    else if (valign === 'bottom') dy = pad.top + innerH - all.maxY;
    else dy = pad.top - all.minY;
    if (h > innerH && valign !== 'top') dy = pad.top - all.minY;
    translateItems(items, 0, dy);
  }
  const grainSeed = hashString(opts.seed ?? '')[0];
  return { list: { widthMm: opts.widthMm, heightMm: opts.heightMm, pen: pen?.pen ?? null, grainSeed, items, fontSizePt: sizePt, lineCount: visual.length, lineTexts: visual.map((vl) => vl.words.map((w) => w.text).join(' ')) }, fits };
}

/**
 * Picks the outline of a glyph: a font alternate or an outline variant, never the one used
 * just before for that glyph, drawn with the pen (no pen: the plain font).
 */
function chooseShape(font: HandFont, id: number, pen: PenSpec | null, rng: Rng, last: Map<string, number>): { shape: ReturnType<HandFont['shape']>; isAlt: boolean } {
  if (!pen) return { shape: font.shape(id, 0), isAlt: false };
  const key = `${font.spec.family}:${id}`;
  const alts = font.variants(id);
  const prev = last.get(key);
  if (alts.length > 1) {
    let pick = alts[rng.int(alts.length)]!;
    if (pick === prev) pick = alts[(alts.indexOf(pick) + 1 + rng.int(alts.length - 1)) % alts.length]!;
    last.set(key, pick);
    // the shaper's own choice and the alternates also get a light outline variation
    return { shape: font.shape(pick, rng.int(2), pen), isAlt: true };
  }
  const n = PERTURBED_VARIANTS + 1;
  let v = rng.int(n);
  if (v === prev && n > 1) v = (v + 1 + rng.int(n - 1)) % n;
  last.set(key, v);
  return { shape: font.shape(id, v, pen), isAlt: false };
}

/**
 * Matrix of one glyph: scale (sx, sy mm per em), then shift the pivot to the origin
 * (pivotU em), shear by the slant, rotate, and move to (cx, cy) in mm.
 */
function glyphMatrix(sx: number, sy: number, slant: number, rot: number, pivotU: number, cx: number, cy: number): Matrix {
  // local: p = (sx*(u + pivotU) - tan(slant)*sy*v, sy*v)   (y down: ink above baseline has v < 0, leaning right needs +x)
  const t = Math.tan(slant);
  const a0 = sx;
  const c0 = -t * sy;
  const e0 = sx * pivotU;
  const b0 = 0;
  const d0 = sy;
  const f0 = 0;
  const cr = Math.cos(rot);
  const sr = Math.sin(rot);
  return [
    cr * a0 - sr * b0,
    sr * a0 + cr * b0,
    cr * c0 - sr * d0,
    sr * c0 + cr * d0,
    cr * e0 - sr * f0 + cx,
    sr * e0 + cr * f0 + cy,
  ];
}

function splitWord(wordLayout: (w: string) => WordLayout, word: string, maxWidth: number): WordLayout[] {
  const out: WordLayout[] = [];
  let rest = [...word];
  while (rest.length > 0) {
    let n = rest.length;
    while (n > 1 && wordLayout(rest.slice(0, n).join('')).width > maxWidth) n--;
    out.push(wordLayout(rest.slice(0, n).join('')));
    rest = rest.slice(n);
  }
  return out;
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, x));
}

/** Ink bounds of a display list, in mm (null when empty). Exposed for tests and callers placing text. */
export { inkBounds };
