import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontFilePath } from './fonts.ts';
import { Shaper } from './shaper.ts';

const shaperOf = (family: 'Knowles' | 'Stafford') => new Shaper(readFileSync(fontFilePath(family)));

describe('Shaper (HarfBuzz)', () => {
  it("applies the font's contextual alternates: Playpen Sans writes a repeated letter with another glyph each time", () => {
    const ids = shaperOf('Knowles').shape('Mississippi').map((g) => g.id);
    const [, , s1, s2, , s3, s4] = ids;
    expect(new Set([s1, s2, s3, s4]).size).toBeGreaterThan(1);
    expect(ids).toEqual(shaperOf('Knowles').shape('Mississippi').map((g) => g.id)); // the same every time
  });

  it('gives a ligature the letters it joins, and a decomposed letter to its first glyph: joined, the texts are the word', () => {
    const office = shaperOf('Stafford').shape('office');
    expect(office.map((g) => g.text)).toEqual(['o', 'ffi', 'c', 'e']);
    const zoe = shaperOf('Knowles').shape('Zoë'); // the font draws ë as e and a mark
    expect(zoe).toHaveLength(4);
    expect(zoe.map((g) => g.text)).toEqual(['Z', 'o', 'ë', '']);
    expect(shaperOf('Knowles').shape('naïve café 🙂').map((g) => g.text).join('')).toBe('naïve café 🙂');
  });

  it('positions in font units, as the font advances its glyphs', () => {
    const [i] = shaperOf('Stafford').shape('i');
    expect(i!.xAdvance).toBeGreaterThan(0);
    expect([i!.xOffset, i!.yOffset]).toEqual([0, 0]);
  });
});
