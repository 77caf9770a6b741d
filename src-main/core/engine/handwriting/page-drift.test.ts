import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES } from '#shared/handwriting.ts';
import { ptToMm } from '#shared/units.ts';
import type { DisplayList } from './display-list.ts';
import { inkBounds } from './display-list.ts';
import { layoutHandwriting } from './layout.ts';
import { MAX_DRIFT_EM, MAX_MARGIN_EM } from './page-drift.ts';
import { drawDisplayList } from './paint-png.ts';

const LETTER =
  'Dear Margaret, thank you for the lovely afternoon in the garden. The apple cake was wonderful, and I still owe you that recipe. We should walk along the river again before the leaves fall, and bring the dog this time. See you very soon, with love from all of us, Tom';
const SEEDS = ['a', 'b', 'c'];
const em = ptToMm(14);

/** Where each glyph sits on its baseline: its matrix's origin (mm), per line. */
function lineOrigins(list: DisplayList): { x: number; y: number }[][] {
  const lines: { x: number; y: number }[][] = Array.from({ length: list.lineCount }, () => []);
  for (const it of list.items) lines[it.line]!.push({ x: it.matrix[4], y: it.matrix[5] });
  return lines.filter((l) => l.length > 3);
}

/** Ink pixels of one line at 100 px per inch-ish resolution. */
function lineMask(list: DisplayList, line: number, k: number): Uint8ClampedArray {
  const c = createCanvas(Math.ceil(list.widthMm * k), Math.ceil(list.heightMm * k));
  drawDisplayList(c.getContext('2d'), { ...list, pen: null, items: list.items.filter((i) => i.line === line) }, k);
  return c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
}

function overlap(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let n = 0;
  for (let i = 3; i < a.length; i += 4) if (a[i]! > 100 && b[i]! > 100) n++;
  return n;
}

describe('the page', () => {
  it('lines slope and bow a little, never more than MAX_DRIFT_EM end to end', () => {
    let sloped = 0;
    for (const seed of SEEDS) {
      const list = layoutHandwriting({ content: LETTER, widthMm: 110, heightMm: 120, paddingMm: 5, seed });
      for (const origins of lineOrigins(list)) {
        const first = origins[0]!;
        const last = origins[origins.length - 1]!;
        const rise = Math.abs(last.y - first.y);
        if (rise > 0.08 * em) sloped++;
        // glyph jitter adds a little to the line's own drift
        expect(rise).toBeLessThan((MAX_DRIFT_EM + 0.25) * em);
      }
    }
    expect(sloped).toBeGreaterThan(3);
  });

  it('the left margin wanders within its bound', () => {
    for (const seed of SEEDS) {
      const list = layoutHandwriting({ content: LETTER, widthMm: 110, heightMm: 120, paddingMm: 5, seed });
      const lefts = Array.from({ length: list.lineCount }, (_, l) => inkBounds(list.items.filter((i) => i.line === l))?.minX).filter((x): x is number => x !== undefined);
      const spread = Math.max(...lefts) - Math.min(...lefts);
      expect(spread, seed).toBeGreaterThan(0.5);
      expect(spread, seed).toBeLessThan((MAX_MARGIN_EM + 0.6) * em);
      for (const x of lefts) expect(x).toBeGreaterThanOrEqual(5 - 1e-6);
    }
  });

  it('word spacing varies from gap to gap', () => {
    const list = layoutHandwriting({ content: LETTER, widthMm: 110, heightMm: 120, paddingMm: 5, seed: 'spaces' });
    const gaps: number[] = [];
    for (let l = 0; l < list.lineCount; l++) {
      const line = list.items.filter((i) => i.line === l);
      for (let i = 1; i < line.length; i++) {
        const gap = inkBounds([line[i]!])!.minX - inkBounds([line[i - 1]!])!.maxX;
        if (gap > 0.2 * em) gaps.push(gap);
      }
    }
    expect(gaps.length).toBeGreaterThan(10);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeGreaterThan(0.1 * em);
  });

  it('never lets a line run into the next one more than the plain font does, in every hand', () => {
    const k = 6; // px per mm
    for (const family of FONT_FAMILIES) {
      const opts = { content: LETTER, widthMm: 100, heightMm: 140, paddingMm: 4, fontFamily: family } as const;
      const plain = layoutHandwriting({ ...opts, variation: false });
      const plainMasks = Array.from({ length: plain.lineCount }, (_, l) => lineMask(plain, l, k));
      const allowed = Math.max(0, ...plainMasks.slice(1).map((m, l) => overlap(plainMasks[l]!, m)));
      for (const seed of SEEDS.slice(0, 2)) {
        const list = layoutHandwriting({ ...opts, seed });
        const masks = Array.from({ length: list.lineCount }, (_, l) => lineMask(list, l, k));
        for (let l = 1; l < masks.length; l++) expect(overlap(masks[l - 1]!, masks[l]!), `${family} ${seed} lines ${l - 1}-${l}`).toBeLessThanOrEqual(allowed + 3);
        const b = inkBounds(list.items)!;
        expect(b.maxX).toBeLessThanOrEqual(96 + 1e-6);
        expect(b.minX).toBeGreaterThanOrEqual(4 - 1e-6);
      }
    }
  }, 60_000);
});
