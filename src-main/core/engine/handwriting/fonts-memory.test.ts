import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fontFilePath, loadFamily } from './fonts.ts';
import { analyseOutline } from './outline-analysis.ts';
import { Shaper } from './shaper.ts';

/** fontkit's own glyph objects (its private cache) that hold their decoded outline: fontkit caches a glyph's `path` on it once read. */
const outlinedGlyphs = (family: 'Knowles' | 'Stafford'): number => Object.values((loadFamily(family).font as unknown as { _glyphs: Record<number, object> })._glyphs).filter((g) => Object.hasOwn(g, 'path')).length;

describe("a hand's memory (issue 44)", () => {
  it('keeps no fontkit glyph outlines: the alternates compared when the hand loads, and each outline once our shape is made', () => {
    const font = loadFamily('Knowles'); // about 17 MB of heap a render worker when they were kept
    expect(outlinedGlyphs('Knowles')).toBe(0); // whatever this process laid out or drew with the hand before
    const word = font.layoutWord('Nightingale');
    for (const g of word.glyphs) font.shape(g.id, 0);
    // layout alone leaves glyphs with their metrics; their outlines went with the shapes made
    expect(outlinedGlyphs('Knowles')).toBe(0);
    // a new word: as a font never asked for one shapes it
    const run = new Shaper(readFileSync(fontFilePath('Knowles'))).shape('Nightingales');
    expect(font.layoutWord('Nightingales').glyphs.map((g) => [g.id, g.advance])).toEqual(run.map((g) => [g.id, g.xAdvance * font.unitScale]));
  });

  it("keeps no decoded GSUB or GPOS: HarfBuzz shapes the words, so fontkit's lookups (about 16 MB for this hand) go once the alternates are found", () => {
    const font = loadFamily('Knowles');
    font.layoutWord('Mississippi');
    const tables = (font.font as unknown as { _tables: Record<string, unknown> })._tables;
    expect(Object.keys(tables)).not.toContain('GSUB');
    expect(Object.keys(tables)).not.toContain('GPOS');
    expect(font.variants(font.layoutWord('s').glyphs[0]!.id).length).toBeGreaterThan(1); // the alternates found before
  });

  it('gives the same shapes and analyses when they are made again', () => {
    const font = loadFamily('Stafford');
    const ids = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'].map((ch) => font.layoutWord(ch).glyphs[0]!.id);
    const first = font.shape(ids[0]!, 0);
    const analysis = structuredClone(analyseOutline(first));
    for (const id of ids) for (const variant of [0, 1, 2]) analyseOutline(font.shape(id, variant)); // 186, more than the analyses kept
    expect(analyseOutline(first)).toEqual(analysis);
  });

  it("keeps the words it laid out most recently, 250, and keeps a word in use however many came since", () => {
    const font = loadFamily('Stafford');
    const words = (font as unknown as { words: Map<string, unknown> }).words;
    const message = font.layoutWord('Dear');
    for (let i = 0; i < 3000; i++) {
      font.layoutWord(`Name${i}`);
      if (i % 20 === 0) expect(font.layoutWord('Dear')).toBe(message); // a message's word, asked for every card (a card brings a dozen or two new words)
    }
    expect(words.size).toBe(250);
    expect(words.has('Name0')).toBe(false);
    expect(words.has('Dear')).toBe(true);
  });
});

