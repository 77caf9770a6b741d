import { describe, expect, it } from 'vitest';
import { loadFamily } from './fonts.ts';
import { layoutHandwriting } from './layout.ts';
import { analyseOutline } from './outline-analysis.ts';
import { PEN_SPECS } from './pens.ts';

const glyphId = (family: Parameters<typeof loadFamily>[0], ch: string): number => loadFamily(family).layoutWord(ch).glyphs[0]!.id;

/** Spread of the stroke's half thickness over the outline: 90th over 10th percentile. */
function widthSpread(family: Parameters<typeof loadFamily>[0], ch: string, pen: keyof typeof PEN_SPECS | null): number {
  const font = loadFamily(family);
  const shape = font.shape(glyphId(family, ch), 0, pen ? PEN_SPECS[pen] : null);
  const halves = analyseOutline(shape).nodes.flat().map((n) => n.half).sort((a, b) => a - b);
  return halves[Math.floor(halves.length * 0.9)]! / halves[Math.floor(halves.length * 0.1)]!;
}

describe('pens', () => {
  it('the colour picks the pen unless one is named; the plain font has none', () => {
    const pen = (opts: object): unknown => layoutHandwriting({ content: 'Hi', widthMm: 30, heightMm: 10, seed: 's', ...opts }).pen;
    expect([pen({ color: 'blue' }), pen({ color: 'black' }), pen({ color: 'darkBlue' }), pen({})]).toEqual(['gel', 'ballpoint', 'fountain', 'gel']);
    expect(pen({ color: 'black', pen: 'fountain' })).toBe('fountain');
    expect(pen({ color: 'black', variation: false })).toBeNull();
  });

  it('vary the width along the stroke more than the flat font does', () => {
    for (const ch of ['o', 'n', 'e']) {
      const plain = widthSpread('Knowles', ch, null);
      for (const pen of ['gel', 'ballpoint', 'fountain'] as const) expect(widthSpread('Knowles', ch, pen), `${pen} ${ch}`).toBeGreaterThan(plain * 1.15);
    }
  });

  it('an edged fountain nib gives a stronger thick-and-thin than a ballpoint', () => {
    for (const ch of ['o', 'c', 's']) expect(widthSpread('Stafford', ch, 'fountain'), ch).toBeGreaterThan(widthSpread('Stafford', ch, 'ballpoint'));
  });

  it('pools ink at stroke ends, and the flat font has no pools', () => {
    const font = loadFamily('Stafford');
    const id = glyphId('Stafford', 'l');
    expect(font.shape(id, 0).pools).toBeUndefined();
    for (const pen of Object.values(PEN_SPECS)) {
      const pools = font.shape(id, 0, pen).pools!;
      expect(pools.length / 4, pen.pen).toBeGreaterThanOrEqual(2); // the two ends of the l
      const shape = font.shape(id, 0, pen);
      for (let i = 0; i < pools.length; i += 4) {
        // inside the glyph's box, a visible but partial darkening
        expect(pools[i]!).toBeGreaterThan(shape.bbox[0]);
        expect(pools[i]!).toBeLessThan(shape.bbox[2]);
        expect(pools[i + 3]!).toBeGreaterThan(0);
        expect(pools[i + 3]!).toBeLessThanOrEqual(1);
      }
    }
  });

  it('keeps the outline closed and the same letter: the pen moves the outline by a fraction of the stroke', () => {
    const font = loadFamily('Arthur');
    for (const ch of 'aegkxQ') {
      const id = glyphId('Arthur', ch);
      const [x0, y0, x1, y1] = font.shape(id, 0).bbox;
      const [a0, b0, a1, b1] = font.shape(id, 0, PEN_SPECS.gel).bbox;
      for (const d of [a0 - x0, b0 - y0, a1 - x1, b1 - y1]) expect(Math.abs(d), ch).toBeLessThan(0.05);
    }
  });
});
