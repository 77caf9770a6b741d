/**
 * The ten handwriting families: which open-licensed font each one is, loaded lazily (fontkit
 * reads the outlines and metrics, HarfBuzz shapes the words: shaper.ts), with glyph outlines,
 * word layouts and alternate shapes cached per family.
 *
 * Glyph outlines are kept in "em" units: 1 = the font size, x to the right, y DOWN
 * (canvas orientation), origin on the baseline at the glyph's pen position.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import type { Font, Glyph } from 'fontkit';
import type { FontFamily } from '#shared/handwriting.ts';
import type { GlyphShape } from './display-list.ts';
import { buildGlyph } from './glyph-build.ts';
import { alternateVariants } from './gsub-alternates.ts';
import { Shaper } from './shaper.ts';
import type { PenSpec } from './pens.ts';
import { noteGarbageMakingRead } from '#core/base/garbage-made.ts';

/** How the engine writes with a font: a built-in family's, or a hand made from a template (own-hands.ts). */
export interface HandSpec {
  /** The family's name, or an own hand's engine key (`hand:<id>:<revision>`): shape caches are keyed by it. */
  family: string;
  /** Human name of the font. */
  font: string;
  /** Extra size factor on top of the x-height normalisation (1 = none). */
  sizeAdjust: number;
  /** Line height in units of the font size. */
  lineHeight: number;
  /** Word space in em, replacing the font's own space (some hands space words widely). */
  wordSpace?: number;
  /** Strength of the per-glyph variation (1 = standard); lower for hands that lose legibility. */
  jitter?: number;
  /** A joined hand: letters are kept joined (joins.ts). */
  cursive?: boolean;
  /** A hand whose letters never touch: the smallest gap (em) the varied layout keeps between two letters (letter-clearance.ts). */
  keepApart?: number;
}

export interface FamilySpec extends HandSpec {
  family: FontFamily;
  /** npm package shipping the TTF. */
  pkg: string;
  /** Path of the TTF inside the package. */
  file: string;
  licence: 'OFL-1.1' | 'Apache-2.0';
}

/** Family -> font. Documented in resources/fonts/README.md and docs/handwriting.md. */
export const FAMILY_SPECS: Record<FontFamily, FamilySpec> = {
  Arthur: { family: 'Arthur', font: 'Kalam Light', pkg: '@expo-google-fonts/kalam', file: '300Light/Kalam_300Light.ttf', licence: 'OFL-1.1', sizeAdjust: 1, lineHeight: 1.45 },
  Carpenter: { family: 'Carpenter', font: 'Architects Daughter', pkg: '@expo-google-fonts/architects-daughter', file: '400Regular/ArchitectsDaughter_400Regular.ttf', licence: 'OFL-1.1', sizeAdjust: 1, lineHeight: 1.5 },
  Foster: { family: 'Foster', font: 'Indie Flower', pkg: '@expo-google-fonts/indie-flower', file: '400Regular/IndieFlower_400Regular.ttf', licence: 'OFL-1.1', sizeAdjust: 1, lineHeight: 1.5 },
  George: { family: 'George', font: 'Shadows Into Light', pkg: '@expo-google-fonts/shadows-into-light', file: '400Regular/ShadowsIntoLight_400Regular.ttf', licence: 'OFL-1.1', sizeAdjust: 1, lineHeight: 1.6, wordSpace: 0.34, jitter: 0.75 },
  Grogan: { family: 'Grogan', font: 'Covered By Your Grace', pkg: '@expo-google-fonts/covered-by-your-grace', file: '400Regular/CoveredByYourGrace_400Regular.ttf', licence: 'OFL-1.1', sizeAdjust: 1, lineHeight: 1.45, wordSpace: 0.36 },
  Knowles: { family: 'Knowles', font: 'Playpen Sans Light', pkg: '@expo-google-fonts/playpen-sans', file: '300Light/PlaypenSans_300Light.ttf', licence: 'OFL-1.1', sizeAdjust: 1, lineHeight: 1.45 },
  Nightingale: { family: 'Nightingale', font: 'Homemade Apple', pkg: '@expo-google-fonts/homemade-apple', file: '400Regular/HomemadeApple_400Regular.ttf', licence: 'Apache-2.0', sizeAdjust: 1, lineHeight: 1.6, wordSpace: 0.44, cursive: true },
  Robinson: { family: 'Robinson', font: 'Nothing You Could Do', pkg: '@expo-google-fonts/nothing-you-could-do', file: '400Regular/NothingYouCouldDo_400Regular.ttf', licence: 'OFL-1.1', sizeAdjust: 1, lineHeight: 1.55, jitter: 0.8 },
  Singh: { family: 'Singh', font: 'Cedarville Cursive', pkg: '@expo-google-fonts/cedarville-cursive', file: '400Regular/CedarvilleCursive_400Regular.ttf', licence: 'OFL-1.1', sizeAdjust: 1, lineHeight: 1.8, jitter: 0.7, cursive: true },
  Stafford: { family: 'Stafford', font: 'Caveat', pkg: '@expo-google-fonts/caveat', file: '400Regular/Caveat_400Regular.ttf', licence: 'OFL-1.1', sizeAdjust: 1, lineHeight: 1.4, wordSpace: 0.36 },
};

/** x-height, in units of the font size, that every family is normalised to. */
export const TARGET_X_HEIGHT = 0.5;
/** Width, in units of the font size, that every family's WIDTH_SAMPLE is normalised to (with the x-height). */
export const TARGET_SAMPLE_WIDTH = 5.2;
const WIDTH_SAMPLE = 'handwriting';
/** Number of outline perturbations made per glyph when the font has no alternates. */
export const PERTURBED_VARIANTS = 4;

export interface LaidGlyph {
  /** Glyph id chosen by the shaper (before our own alternate choice). */
  id: number;
  /** The characters this glyph stands for (ShapedGlyph.text: joined, a word's glyphs give the word). */
  chars: string;
  /** Advance, offsets in em (already scaled by the family's normalisation). */
  advance: number;
  dx: number;
  dy: number;
}

export interface WordLayout {
  font: HandFont;
  glyphs: LaidGlyph[];
  width: number;
}

/** What the layout needs of a hand: the outline fonts (LoadedFont) and the single-stroke fonts (stroke-fonts.ts). */
export interface HandFont {
  readonly spec: { family: string; lineHeight: number; jitter?: number; cursive?: boolean; keepApart?: number };
  /** Word space, ascent: em. */
  readonly spaceWidth: number;
  readonly ascent: number;
  layoutWord(word: string): WordLayout;
  covers(word: string): boolean;
  /** Glyph ids that can stand for this glyph (the font's alternates), or just itself. */
  variants(id: number): number[];
  /** The glyph's outline (variant > 0: a letterform variation), drawn with the pen where the font takes one. */
  shape(id: number, variant?: number, pen?: PenSpec | null): GlyphShape;
}

/**
 * Words kept laid out, a hand, least recently used first out. A campaign's message repeats from
 * card to card (its words are used again on every card, so they stay), its names and addresses
 * rarely do; HarfBuzz shapes a new word in about 0.05 ms. A word laid out is about 1.5 KB of heap
 * (a ten-letter word, measured): 5,000 words were 6.4 MB a hand in each render worker, filled by a
 * 10,000-card campaign; 1,000 about 1.4 MB a hand; 250 keep a message and the last twenty-odd
 * cards' names and addresses (issue 44).
 */
const WORDS_KEPT = 250;

export class LoadedFont implements HandFont {
  readonly spec: HandSpec;
  readonly font: Font;
  /** Multiply font units by this to get em (includes x-height normalisation). */
  readonly unitScale: number;
  readonly spaceWidth: number;
  readonly ascent: number;
  readonly descent: number;
  private readonly shaper: Shaper;
  private readonly variantsOf: Map<number, number[]>;
  private readonly shapes = new Map<string, GlyphShape>();
  private readonly words = new Map<string, WordLayout>();

  /** A hand from its font file: fontkit reads the outlines and metrics, HarfBuzz shapes the words. */
  constructor(spec: HandSpec, bytes: Uint8Array) {
    noteGarbageMakingRead();
    const font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (!('layout' in font)) throw new Error('it is a font collection, not one font');
    this.spec = spec;
    this.font = font;
    this.shaper = new Shaper(bytes);
    // Normalise the hand's size: the geometric mean of its x-height (median height of
    // short lowercase letters) and of its width of a sample word, against the targets.
    const heights = [...'acemnorsuvwxz']
      .map((ch) => font.glyphForCodePoint(ch.codePointAt(0)!))
      .filter((g) => g.id !== 0 && g.bbox.maxY > 0)
      .map((g) => g.bbox.maxY)
      .sort((a, b) => a - b);
    const xHeightUnits = heights[Math.floor(heights.length / 2)] ?? font.unitsPerEm * 0.5;
    const sampleWidth = this.shaper.shape(WIDTH_SAMPLE).reduce((sum, g) => sum + g.xAdvance, 0) || font.unitsPerEm * TARGET_SAMPLE_WIDTH;
    const byHeight = TARGET_X_HEIGHT / xHeightUnits;
    const byWidth = TARGET_SAMPLE_WIDTH / sampleWidth;
    this.unitScale = Math.sqrt(byHeight * byWidth) * spec.sizeAdjust;
    const space = font.glyphForCodePoint(0x20);
    this.spaceWidth = spec.wordSpace ?? Math.min(0.45, Math.max(0.3, space.advanceWidth * this.unitScale));
    this.ascent = font.ascent * this.unitScale;
    this.descent = -font.descent * this.unitScale;
    this.variantsOf = alternateVariants(font);
    forgetGlyphs(font);
  }

  /** Shapes a word (no spaces) with the font's own features (kerning, ligatures, contextual alternates). */
  layoutWord(word: string): WordLayout {
    const cached = this.words.get(word);
    if (cached) {
      this.words.delete(word); // most recently used last
      this.words.set(word, cached);
      return cached;
    }
    let width = 0;
    const glyphs: LaidGlyph[] = this.shaper.shape(word).map((g) => {
      const advance = g.xAdvance * this.unitScale;
      width += advance;
      return { id: g.id, chars: g.text, advance, dx: g.xOffset * this.unitScale, dy: -g.yOffset * this.unitScale };
    });
    const layout = { font: this, glyphs, width };
    this.words.set(word, layout);
    if (this.words.size > WORDS_KEPT) this.words.delete(this.words.keys().next().value!);
    return layout;
  }

  /** True when every character of the word has a glyph in this font. */
  covers(word: string): boolean {
    for (const ch of word) {
      const cp = ch.codePointAt(0) ?? 0;
      if (cp < 0x20) continue;
      if (!this.font.hasGlyphForCodePoint(cp)) return false;
    }
    return true;
  }

  /** Glyph ids that can stand for this glyph: the font's alternates (similar size), or just itself. */
  variants(id: number): number[] {
    return this.variantsOf.get(id) ?? [id];
  }

  /**
   * Outline of a glyph id: variant > 0 is a letterform variation of it (perturb.ts), and
   * with a pen the outline carries the pen's varying width and ink pools (pen-outline.ts).
   */
  shape(id: number, variant = 0, pen: PenSpec | null = null): GlyphShape {
    const key = pen ? `${id}:${variant}:${pen.pen}` : `${id}:${variant}`;
    let s = this.shapes.get(key);
    if (s) return s;
    if (variant === 0 && !pen) {
      s = this.outline(id);
    } else {
      s = buildGlyph(this.shape(id, 0), {
        key: `${this.spec.family}:${key}`,
        seed: `${this.spec.family}:${id}:${variant}`,
        deform: variant > 0,
        strength: this.spec.jitter ?? 1,
        pen,
        keepJoins: this.spec.cursive === true,
      });
    }
    this.shapes.set(key, s);
    return s;
  }

  private outline(id: number): GlyphShape {
    const glyph: Glyph = this.font.getGlyph(id);
    const k = this.unitScale;
    const ops: number[] = [];
    for (const c of glyph.path.commands) {
      const a = c.args;
      switch (c.command) {
        case 'moveTo':
          ops.push(0, a[0]! * k, -a[1]! * k);
          break;
        case 'lineTo':
          ops.push(1, a[0]! * k, -a[1]! * k);
          break;
        case 'quadraticCurveTo':
          ops.push(2, a[0]! * k, -a[1]! * k, a[2]! * k, -a[3]! * k);
          break;
        case 'bezierCurveTo':
          ops.push(3, a[0]! * k, -a[1]! * k, a[2]! * k, -a[3]! * k, a[4]! * k, -a[5]! * k);
          break;
        case 'closePath':
          ops.push(4);
          break;
      }
    }
    const b = glyph.bbox;
    forgetGlyphs(this.font, id);
    const empty = !Number.isFinite(b.minX) || b.minX > b.maxX;
    return {
      key: `${this.spec.family}:${id}:0`,
      ops: Float64Array.from(ops),
      bbox: empty ? [0, 0, 0, 0] : [b.minX * k, -b.maxY * k, b.maxX * k, -b.minY * k],
    };
  }

}

/**
 * Drops fontkit's glyph objects (all, or one): it keeps every glyph it was asked for, with its
 * decoded outline (an object per command and point), for the font's life. Our shapes are kept
 * (LoadedFont.shapes) and layout needs only a glyph's metrics, made again from the tables in
 * microseconds: for a hand with many alternates (Knowles), about 17 MB of heap in each render
 * worker, mostly the alternates' outlines compared once by alternateVariants (gsub-alternates.ts) (issue 44's memory).
 */
function forgetGlyphs(font: Font, id?: number): void {
  const kept = font as unknown as { _glyphs?: Record<number, Glyph> };
  if (!kept._glyphs) return;
  if (id === undefined) kept._glyphs = {};
  else delete kept._glyphs[id];
}



const require = createRequire(import.meta.url);
const loaded = new Map<FontFamily, LoadedFont>();

/** Absolute path of a family's TTF (resolved from its npm package). */
export function fontFilePath(family: FontFamily): string {
  const spec = FAMILY_SPECS[family];
  return require.resolve(`${spec.pkg}/${spec.file}`);
}

/** Loads (once) and returns the font of a family. */
export function loadFamily(family: FontFamily): LoadedFont {
  let f = loaded.get(family);
  if (f) return f;
  f = new LoadedFont(FAMILY_SPECS[family], readFileSync(fontFilePath(family)));
  loaded.set(family, f);
  return f;
}

/** Loads every family now instead of on first use (a server can call this at start-up). */
export function preloadFamilies(families: readonly FontFamily[] = Object.keys(FAMILY_SPECS) as FontFamily[]): void {
  for (const f of families) loadFamily(f);
}
