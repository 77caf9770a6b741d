import { describe, expect, it } from 'vitest';
import { mmToWholePx, parseDimension, ptToMm, toMm, toPt, toPx } from './units.ts';

describe('units', () => {
  it('parses every unit', () => {
    expect(parseDimension('100mm')).toEqual({ value: 100, unit: 'mm' });
    expect(parseDimension('4in')).toEqual({ value: 4, unit: 'in' });
    expect(parseDimension('300px')).toEqual({ value: 300, unit: 'px' });
    expect(parseDimension('12pt')).toEqual({ value: 12, unit: 'pt' });
    expect(parseDimension('1.5cm')).toEqual({ value: 1.5, unit: 'cm' });
    expect(parseDimension(' 2.5 MM ')).toEqual({ value: 2.5, unit: 'mm' });
    expect(parseDimension('.5in')).toEqual({ value: 0.5, unit: 'in' });
  });

  it('converts to mm, pt and px at 300 dpi', () => {
    expect(toMm('100mm')).toBe(100);
    expect(toMm('4in')).toBeCloseTo(101.6, 10);
    expect(toMm('300px')).toBeCloseTo(25.4, 10);
    expect(toMm('12pt')).toBeCloseTo(4.2333, 4);
    expect(toMm('2cm')).toBe(20);
    expect(toPx('1in')).toBeCloseTo(300, 10);
    expect(toPx('100mm')).toBeCloseTo(1181.1, 1);
    expect(mmToWholePx(100)).toBe(1181);
    expect(toPt('1in')).toBeCloseTo(72, 10);
    expect(ptToMm(72)).toBeCloseTo(25.4, 10);
  });

  it("rejects 'auto' and garbage", () => {
    for (const bad of ['auto', '', '100', 'mm', '-5mm', '10 furlongs', '1e3mm', '10mm10', 'NaNmm', '10%', '5em']) {
      expect(parseDimension(bad), bad).toBeNull();
      expect(() => toMm(bad)).toThrow(RangeError);
    }
  });
});
