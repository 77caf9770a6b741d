import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES } from '#shared/handwriting.ts';
import type { DisplayList } from './display-list.ts';
import { inkBounds } from './display-list.ts';
import { layoutHandwriting } from './layout.ts';

const NOTE = '<p>Dear Alexandra,</p><p>Thank you so much for the wonderful afternoon tea. The lemon cake was delicious and the roses are looking marvellous.</p><p>See you soon, Beatrice</p>';

function lineCenters(list: DisplayList): number[] {
  const out: number[] = [];
  for (let l = 0; l < list.lineCount; l++) {
    const b = inkBounds(list.items.filter((i) => i.line === l));
    if (b) out.push((b.minX + b.maxX) / 2);
  }
  return out;
}

describe('layoutHandwriting', () => {
  it('breaks lines to the box width', () => {
    const wide = layoutHandwriting({ content: NOTE, widthMm: 200, heightMm: 100, seed: 's' });
    const narrow = layoutHandwriting({ content: NOTE, widthMm: 70, heightMm: 100, seed: 's' });
    expect(narrow.lineCount).toBeGreaterThan(wide.lineCount);
    expect(wide.lineCount).toBeGreaterThanOrEqual(3);
    for (const list of [wide, narrow]) {
      const b = inkBounds(list.items)!;
      expect(b.minX).toBeGreaterThanOrEqual(1 - 1e-6);
      expect(b.maxX).toBeLessThanOrEqual(list.widthMm - 1 + 1e-6);
    }
  });

  it('honours <br> and paragraphs as separate lines', () => {
    const list = layoutHandwriting({ content: 'one<br>two<br>three', widthMm: 100, heightMm: 100, seed: 's' });
    expect(list.lineCount).toBe(3);
    expect(list.items.filter((i) => i.line === 1).map((i) => i.chars).join('')).toBe('two');
  });

  it('aligns text left, center and right', () => {
    const content = 'Hi<br>Hello there my friend<br>Bye';
    const opts = { content, widthMm: 120, heightMm: 60, paddingMm: 5, seed: 'a' } as const;
    const left = layoutHandwriting({ ...opts, textAlign: 'left' });
    const center = layoutHandwriting({ ...opts, textAlign: 'center' });
    const right = layoutHandwriting({ ...opts, textAlign: 'right' });
    for (const c of lineCenters(center)) expect(Math.abs(c - 60)).toBeLessThan(3);
    const rightEdges = [0, 1, 2].map((l) => inkBounds(right.items.filter((i) => i.line === l))!.maxX);
    for (const e of rightEdges) expect(e).toBeGreaterThan(120 - 5 - 4);
    const leftEdges = [0, 1, 2].map((l) => inkBounds(left.items.filter((i) => i.line === l))!.minX);
    for (const e of leftEdges) expect(e).toBeLessThan(5 + 4);
  });

  it('aligns the block top, center and bottom', () => {
    const opts = { content: 'Short note', widthMm: 100, heightMm: 100, paddingMm: 4, seed: 'v' } as const;
    const top = inkBounds(layoutHandwriting({ ...opts, verticalAlign: 'top' }).items)!;
    const mid = inkBounds(layoutHandwriting({ ...opts, verticalAlign: 'center' }).items)!;
    const bottom = inkBounds(layoutHandwriting({ ...opts, verticalAlign: 'bottom' }).items)!;
    expect(top.minY).toBeCloseTo(4, 5);
    expect((mid.minY + mid.maxY) / 2).toBeCloseTo(50, 5);
    expect(bottom.maxY).toBeCloseTo(96, 5);
  });

  it('autoResize uses the largest size that fits and keeps the ink inside the padded box', () => {
    const opts = { content: NOTE, widthMm: 60, heightMm: 40, paddingMm: 3, fontSizePt: 30, autoResize: true, seed: 'fit' } as const;
    const list = layoutHandwriting(opts);
    expect(list.fontSizePt).toBeLessThan(30);
    const b = inkBounds(list.items)!;
    expect(b.minX).toBeGreaterThanOrEqual(3 - 1e-6);
    expect(b.minY).toBeGreaterThanOrEqual(3 - 1e-6);
    expect(b.maxX).toBeLessThanOrEqual(57 + 1e-6);
    expect(b.maxY).toBeLessThanOrEqual(37 + 1e-6);
    // a slightly larger size no longer fits
    const bigger = layoutHandwriting({ ...opts, fontSizePt: list.fontSizePt + 0.1 });
    expect(bigger.fontSizePt).toBeLessThan(list.fontSizePt + 0.1);
    // text that fits at the maximum keeps the maximum
    const small = layoutHandwriting({ ...opts, content: 'Hi', fontSizePt: 12 });
    expect(small.fontSizePt).toBe(12);
  });

  it('is deterministic for a seed and varies with another seed', () => {
    const a = layoutHandwriting({ content: NOTE, widthMm: 100, heightMm: 100, seed: 'r1' });
    const b = layoutHandwriting({ content: NOTE, widthMm: 100, heightMm: 100, seed: 'r1' });
    const c = layoutHandwriting({ content: NOTE, widthMm: 100, heightMm: 100, seed: 'r2' });
    const sig = (l: DisplayList): string => JSON.stringify(l.items.map((i) => [i.shape.key, i.matrix, i.opacity]));
    expect(sig(a)).toBe(sig(b));
    expect(sig(a)).not.toBe(sig(c));
  });

  it('never renders two occurrences of a letter identically', () => {
    for (const family of FONT_FAMILIES) {
      const list = layoutHandwriting({ content: NOTE, widthMm: 100, heightMm: 100, fontFamily: family, seed: 'dup' });
      const byChar = new Map<string, Set<string>>();
      let count = 0;
      for (const it of list.items) {
        // the outline shape plus its transform, relative to its own position
        const m = it.matrix;
        const sig = `${it.shape.key}|${m.slice(0, 4).map((x) => x.toFixed(6)).join(',')}|${it.opacity.toFixed(4)}`;
        const set = byChar.get(it.chars) ?? new Set<string>();
        set.add(sig);
        byChar.set(it.chars, set);
        count++;
      }
      const occurrences = new Map<string, number>();
      for (const it of list.items) occurrences.set(it.chars, (occurrences.get(it.chars) ?? 0) + 1);
      for (const [ch, n] of occurrences) expect(byChar.get(ch)!.size, `${family} '${ch}'`).toBe(n);
      expect(count).toBeGreaterThan(50);
    }
  });

  it('uses several outlines for a repeated letter', () => {
    for (const family of FONT_FAMILIES) {
      const list = layoutHandwriting({ content: 'eeeeeeeeee eeeeeeee', widthMm: 150, heightMm: 40, fontFamily: family, seed: 'alt' });
      const shapes = new Set(list.items.map((i) => i.shape.key));
      expect(shapes.size, family).toBeGreaterThanOrEqual(3);
    }
  });

  it('lays out the plain font without variation when asked', () => {
    const list = layoutHandwriting({ content: 'eee', widthMm: 100, heightMm: 30, variation: false, fontFamily: 'Foster' });
    expect(new Set(list.items.map((i) => i.shape.key)).size).toBe(1);
    expect(new Set(list.items.map((i) => i.matrix[5].toFixed(6))).size).toBe(1);
    for (const it of list.items) expect([it.matrix[1], it.matrix[2], it.opacity]).toEqual([0, 0, 1]);
  });

  it('handles empty content and characters a hand lacks', () => {
    expect(layoutHandwriting({ content: '', widthMm: 100, heightMm: 100 }).items).toEqual([]);
    const list = layoutHandwriting({ content: 'Caf\u00e9 \u20ac5 \u2014 na\u00efve', widthMm: 100, heightMm: 100, fontFamily: 'Nightingale' });
    expect(list.items.length).toBeGreaterThan(8);
    // a script no hand has (Greek) leaves blank space instead of .notdef boxes
    const greek = layoutHandwriting({ content: 'Hi \u039a\u03b1\u03bb\u03b7', widthMm: 100, heightMm: 100 });
    expect(greek.items.map((i) => i.chars).join('')).toBe('Hi');
  });
});
