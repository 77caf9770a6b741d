/**
 * Single-stroke fonts for pen plotters: the EMS and Hershey SVG fonts shipped by the npm
 * package hersheytext (SIL OFL for the EMS families, public domain for Hershey's data),
 * read from its SVG font files. A glyph is a set of open polylines (move, line), in the
 * same em units as the outline hands (y down, baseline 0, x-height normalised), so the
 * layout engine and its natural variation work on them unchanged.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { StrokeFont } from '#shared/handwriting.ts';
import { TARGET_X_HEIGHT } from './fonts.ts';
import type { HandFont, LaidGlyph, WordLayout } from './fonts.ts';
import type { GlyphShape } from './display-list.ts';
import { OP_LINE, OP_MOVE } from './display-list.ts';
import { letterDeformation } from './perturb.ts';

const FILES: Record<StrokeFont, string> = {
  'EMS Allure': 'EMSAllure.svg',
  'EMS Elfin': 'EMSElfin.svg',
  'EMS Felix': 'EMSFelix.svg',
  'EMS Nixish': 'EMSNixish.svg',
  'EMS Nixish Italic': 'EMSNixishItalic.svg',
  'EMS Readability': 'EMSReadability.svg',
  'EMS Readability Italic': 'EMSReadabilityItalic.svg',
  'Hershey Script 1': 'HersheyScript1.svg',
  'Hershey Sans 1': 'HersheySans1.svg',
};

interface RawGlyph {
  advance: number;
  d: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e] ?? m;
  });
}

/** The glyphs of an SVG font file: character -> advance and path data (font units, y up). */
export function parseSvgFont(svg: string): { defaultAdvance: number; glyphs: Map<string, RawGlyph> } {
  const defaultAdvance = Number(/<font\b[^>]*horiz-adv-x="([\d.]+)"/.exec(svg)?.[1] ?? 500);
  const glyphs = new Map<string, RawGlyph>();
  for (const m of svg.matchAll(/<glyph\b([^>]*?)\/?>/g)) {
    const attrs = m[1]!;
    const unicode = /\bunicode="([^"]*)"/.exec(attrs)?.[1];
    if (unicode === undefined) continue;
    const ch = decode(unicode);
    if ([...ch].length !== 1) continue;
    const advance = Number(/\bhoriz-adv-x="([\d.]+)"/.exec(attrs)?.[1] ?? defaultAdvance);
    glyphs.set(ch, { advance, d: /\bd="([^"]*)"/.exec(attrs)?.[1] ?? '' });
  }
  return { defaultAdvance, glyphs };
}

/** Path data of moves and lines (absolute or relative) to flat ops, scaled by k and flipped to y down. */
function polylineOps(d: string, k: number): number[] {
  const ops: number[] = [];
  const tokens = d.match(/[MLml]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  let cmd = 'M';
  let x = 0;
  let y = 0;
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (/[MLml]/.test(t)) {
      cmd = t;
      i++;
      continue;
    }
    const nx = Number(t);
    const ny = Number(tokens[i + 1]);
    i += 2;
    const rel = cmd === 'm' || cmd === 'l';
    x = rel ? x + nx : nx;
    y = rel ? y + ny : ny;
    ops.push(cmd === 'M' || cmd === 'm' ? OP_MOVE : OP_LINE, x * k, -y * k);
    if (cmd === 'M') cmd = 'L';
    if (cmd === 'm') cmd = 'l';
  }
  return ops;
}

function bboxOf(ops: number[]): GlyphShape['bbox'] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < ops.length; i += 3) {
    minX = Math.min(minX, ops[i + 1]!);
    maxX = Math.max(maxX, ops[i + 1]!);
    minY = Math.min(minY, ops[i + 2]!);
    maxY = Math.max(maxY, ops[i + 2]!);
  }
  return Number.isFinite(minX) ? [minX, minY, maxX, maxY] : [0, 0, 0, 0];
}

export class StrokeFontFace implements HandFont {
  readonly spec: HandFont['spec'];
  readonly spaceWidth: number;
  readonly ascent: number;
  private readonly k: number;
  private readonly chars: string[] = [''];
  private readonly ids = new Map<string, number>();
  private readonly raw: RawGlyph[] = [{ advance: 0, d: '' }];
  private readonly shapes = new Map<string, GlyphShape>();

  constructor(name: StrokeFont, svg: string) {
    const { defaultAdvance, glyphs } = parseSvgFont(svg);
    for (const [ch, g] of glyphs) {
      this.ids.set(ch, this.raw.length);
      this.chars.push(ch);
      this.raw.push(g);
    }
    // normalise the x-height (the top of an 'x') to the outline hands' x-height
    const x = glyphs.get('x');
    const xTop = x ? Math.max(...polylineOps(x.d, 1).filter((_, i) => i % 3 === 2).map((v) => -v)) : 300;
    this.k = TARGET_X_HEIGHT / (xTop > 0 ? xTop : 300);
    this.spec = { family: name, lineHeight: 1.55, jitter: 0.8 };
    this.spaceWidth = Math.min(0.45, Math.max(0.3, (glyphs.get(' ')?.advance ?? defaultAdvance) * this.k));
    this.ascent = 800 * this.k;
  }

  layoutWord(word: string): WordLayout {
    const glyphs: LaidGlyph[] = [];
    let width = 0;
    for (const ch of word) {
      const id = this.ids.get(ch) ?? 0;
      const advance = (id === 0 ? this.raw[this.ids.get('?') ?? 0]!.advance : this.raw[id]!.advance) * this.k;
      glyphs.push({ id, chars: ch, advance, dx: 0, dy: 0 });
      width += advance;
    }
    return { font: this, glyphs, width };
  }

  covers(word: string): boolean {
    for (const ch of word) if (!this.ids.has(ch)) return false;
    return true;
  }

  variants(id: number): number[] {
    return [id];
  }

  /** The glyph's polylines; variant > 0 is a smoothly warped copy (a plotter pen has no width to vary). */
  shape(id: number, variant = 0): GlyphShape {
    const key = `${this.spec.family}:${id}:${variant}`;
    let s = this.shapes.get(key);
    if (s) return s;
    if (variant === 0) {
      const ops = polylineOps(this.raw[id]?.d ?? '', this.k);
      s = { key, ops: Float64Array.from(ops), bbox: bboxOf(ops) };
    } else {
      const base = this.shape(id, 0);
      const none = { contours: [], nodes: [], medianHalf: 0.03, spots: [], counters: [] };
      const { warp } = letterDeformation(none, base.bbox, key, this.spec.jitter);
      const ops = Array.from(base.ops);
      for (let i = 0; i < ops.length; i += 3) [ops[i + 1], ops[i + 2]] = warp(ops[i + 1]!, ops[i + 2]!);
      s = { key, ops: Float64Array.from(ops), bbox: bboxOf(ops) };
    }
    this.shapes.set(key, s);
    return s;
  }
}

const require = createRequire(import.meta.url);
const loaded = new Map<StrokeFont, StrokeFontFace>();

/** Loads (once) a single-stroke font from the hersheytext package. */
export function loadStrokeFont(name: StrokeFont): StrokeFontFace {
  let f = loaded.get(name);
  if (!f) {
    f = new StrokeFontFace(name, readFileSync(require.resolve(`hersheytext/svg_fonts/${FILES[name]}`), 'utf8'));
    loaded.set(name, f);
  }
  return f;
}
