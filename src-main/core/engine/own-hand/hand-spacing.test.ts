import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENS, type Pen } from '#shared/handwriting.ts';
import { layoutHandwriting } from '../handwriting/layout.ts';
import { type DisplayItem, type DisplayList, itemBounds } from '../handwriting/display-list.ts';
import { ocrReading, pool, tesseractMissing, wordShare } from '../handwriting/legibility.ts';
import { type HandFamily, registerOwnHand } from '../handwriting/own-hands.ts';
import { paintPng } from '../handwriting/paint-png.ts';
import { filledSheetPhoto } from '#core/test-support/filled-hand-sheet.ts';
import { fontToolsMissing, hbAdvances, hbGlyphs, hbView, otsProblem, UNJOINED_FACES } from '#core/test-support/font-tools.ts';
import { expectedMarks, inkMarks, letterGaps, median } from '#core/test-support/ink-marks.ts';
import { buildHand } from './hand-build.ts';
import { scanHand } from './scan-hand.ts';

// Sheets filled in with three of Debian's open-licensed faces whose letters never join,
// photographed as scan-hand.test.ts does (turned, in perspective, unevenly lit, JPEG q80),
// read and built once; every test reads the same three hands.
const PANGRAM = 'The quick brown fox jumps over the lazy dog';
/** At 300 dpi, the px per em that sets the hand's 500-unit x-height at 2.5 mm (the engine's 14pt). */
const HB_PX = ((2.5 / 25.4) * 300) / 0.5;
const missing = fontToolsMissing() || tesseractMissing();
const ci = process.env.CI === 'true';

interface TestHand {
  face: (typeof UNJOINED_FACES)[number];
  key: HandFamily;
  otfFile: string;
}
const dir = mkdtempSync(join(tmpdir(), 'inkpost-spacing-'));
const hands: TestHand[] = [];

/** One letter of a list alone, on a canvas just around its ink. */
function alone1(list: DisplayList, item: DisplayItem): DisplayList {
  const b = itemBounds(item) ?? { minX: 0, minY: 0, maxX: 1, maxY: 1 };
  const [a, bb, c, d, e, f] = item.matrix;
  return { ...list, widthMm: b.maxX - b.minX + 2, heightMm: b.maxY - b.minY + 2, items: [{ ...item, matrix: [a, bb, c, d, e - b.minX + 1, f - b.minY + 1] }] };
}

const WHITE = { backgroundColor: '#ffffff' };
/** A line in the hand at 14pt, in black: plain (no pen, no variation) or with a pen. */
const note = (key: HandFamily, content: string, pen: Pen | null) =>
  layoutHandwriting({ content, widthMm: 150, heightMm: 16, fontFamily: key, seed: `spacing-${pen}`, color: 'black', ...(pen ? { pen } : { variation: false }) });

describe.skipIf(Boolean(missing) && !ci)('kerning and variants of hands from three unjoined faces (HarfBuzz, ots-sanitize, tesseract)', () => {
  beforeAll(async () => {
    if (missing) throw new Error(`These tests need Debian's font tools and fonts in CI: ${missing}`);
    for (const face of UNJOINED_FACES) {
      const sheet = await filledSheetPhoto({ family: { file: face.file }, seed: face.name });
      const scan = await scanHand([{ bytes: sheet.jpeg, filename: 'photo.jpg' }]);
      const built = buildHand(face.name, scan.cells, scan.dpi);
      const key: HandFamily = `hand:spacing-${hands.length}:1`;
      registerOwnHand({ key, name: face.name, otf: built.otf, fallback: built.fallback });
      const otfFile = join(dir, `${hands.length}.otf`);
      writeFileSync(otfFile, built.otf);
      hands.push({ face, key, otfFile });
    }
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sets a pangram in one ink mark per letter (i and j two): by our engine and by HarfBuzz from the exported font', async () => {
    const want = expectedMarks(PANGRAM);
    for (const h of hands) {
      const harfbuzz = (await inkMarks(hbView(h.otfFile, PANGRAM, HB_PX, dir))).length;
      const engine = (await inkMarks(await paintPng(note(h.key, PANGRAM, null), WHITE))).length;
      expect({ harfbuzz, engine }, h.face.name).toEqual({ harfbuzz: want, engine: want });
    }
  }, 60_000);

  it('with every pen, no two letters of the pangram touch: the note has as many ink marks as its letters drawn one by one', async () => {
    for (const h of hands) {
      for (const pen of PENS) {
        const list = note(h.key, PANGRAM, pen);
        let alone = 0;
        for (const item of list.items) alone += (await inkMarks(await paintPng(alone1(list, item), WHITE))).length;
        expect(alone, `${h.face.name}, ${pen}`).toBeGreaterThanOrEqual(PANGRAM.replace(/ /g, '').length);
        expect((await inkMarks(await paintPng(list, WHITE))).length, `${h.face.name}, ${pen}`).toBe(alone);
      }
    }
  }, 90_000);

  it('keeps every two neighbouring letters at least 0.3 mm apart, at about the gap of an unjoined hand (median 0.4-0.8 mm at a 2.5 mm x-height)', async () => {
    for (const h of hands) {
      const gaps: number[] = [];
      for (const word of PANGRAM.split(' ')) {
        gaps.push(...letterGaps(await inkMarks(await paintPng(note(h.key, word, null), WHITE))));
        gaps.push(...letterGaps(await inkMarks(hbView(h.otfFile, word, HB_PX, dir))));
      }
      const detail = `${h.face.name}: smallest ${Math.min(...gaps).toFixed(2)} mm, median ${median(gaps).toFixed(2)} mm`;
      expect(Math.min(...gaps), detail).toBeGreaterThanOrEqual(0.3);
      expect(median(gaps), detail).toBeGreaterThanOrEqual(0.4);
      expect(median(gaps), detail).toBeLessThanOrEqual(0.8);
    }
  }, 60_000);

  it('exports a font that passes the OpenType Sanitizer, kerns pairs (GPOS kern), rotates its variants by itself (calt) and keeps salt', () => {
    for (const h of hands) {
      expect(otsProblem(h.otfFile), h.face.name).toBeNull();
      // a word processor's default features: no two neighbouring occurrences of a letter are one shape
      for (const word of ['seeeen', 'bookkeeper', 'llama', 'mississippi']) {
        const glyphs = hbGlyphs(h.otfFile, word);
        for (let i = 1; i < glyphs.length; i++) if (word[i] === word[i - 1]) expect(glyphs[i], `${h.face.name} ${word}: ${glyphs.join(' ')}`).not.toBe(glyphs[i - 1]);
      }
      expect(hbGlyphs(h.otfFile, 'e', 'salt')).not.toEqual(hbGlyphs(h.otfFile, 'e'));
      expect(hbAdvances(h.otfFile, 'rnftTo'), h.face.name).not.toEqual(hbAdvances(h.otfFile, 'rnftTo', '-kern'));
    }
  });

  it('reads at 90 % of the words or more with tesseract (word share), a pen for each hand', async () => {
    const readings = await pool(
      hands.map((h, i) => () => ocrReading(h.key, 'words', dir, PENS[i % PENS.length])),
      2,
    );
    hands.forEach((h, i) => expect(wordShare(readings[i]!), `${h.face.name}, ${PENS[i % PENS.length]}: ${readings[i]}`).toBeGreaterThanOrEqual(90));
  }, 60_000);
});
