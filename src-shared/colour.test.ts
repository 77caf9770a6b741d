import { describe, expect, it } from 'vitest';
import { contrastRatio, hexOf, isCssColor, lightnessAndSaturation, luminance, rgb255, toHex, typedHex } from './colour.ts';

describe('contrastRatio', () => {
  it('follows WCAG 2: black on white is 21, a colour on itself is 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('reads hex, rgb(), hsl() and names alike, and nothing it cannot see as a solid colour', () => {
    expect(contrastRatio('rgb(118, 118, 118)', 'white')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('rgba(0,0,0,0.5)', 'hsl(0, 0%, 100%)')).toBeCloseTo(21, 5);
    expect(contrastRatio('transparent', '#ffffff')).toBeUndefined();
    expect(contrastRatio('linear-gradient(red, blue)', '#ffffff')).toBeUndefined();
    expect(contrastRatio('#12', '#ffffff')).toBeUndefined();
  });

  // WCAG 2's text gives 0.03928 as the linear threshold, IEC 61966-2-1 (sRGB) gives 0.04045, which
  // culori uses. Between them lies no 8-bit channel, so every #rrggbb colour has one luminance either way.
  it('is the same with WCAG 2\'s printed threshold (0.03928) for every 8-bit channel', () => {
    const linear = (s: number, threshold: number) => (s <= threshold ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4);
    for (let v = 0; v <= 255; v++) {
      const s = v / 255;
      expect(linear(s, 0.03928), `channel ${v}`).toBe(linear(s, 0.04045));
      const hex = hexOf([v, v, v]);
      expect(luminance(hex), hex).toBeCloseTo(linear(s, 0.03928), 12);
    }
  });
});

describe('channels', () => {
  it('gives 8-bit channels and #rrggbb', () => {
    expect(rgb255('#1a2b3c')).toEqual([26, 43, 60]);
    expect(rgb255('rgb(26 43 60 / 50%)')).toEqual([26, 43, 60]);
    expect(rgb255('navy')).toEqual([0, 0, 128]);
    expect(rgb255('RGBA(26, 43, 60, 1)')).toEqual([26, 43, 60]);
    expect(rgb255('transparent')).toBeUndefined();
    expect(hexOf([255.4, -3, 127.5])).toBe('#ff0080');
    expect(toHex('#ABC')).toBe('#aabbcc');
    expect(toHex('not a colour')).toBeUndefined();
  });

  it('reads a hex code as typed or pasted, with or without its #, short or long', () => {
    expect(['#0A6B5A', '0a6b5a', ' #0ab ', '0AB'].map(typedHex)).toEqual(['#0a6b5a', '#0a6b5a', '#00aabb', '#00aabb']);
    for (const wrong of ['', '#', '#0a6b5', '#0a6b5a7f', '#abcd', 'red', '##0ab', 'rgb(1,2,3)']) expect(typedHex(wrong), wrong).toBeUndefined();
  });

  it('gives HSL lightness and saturation', () => {
    expect(lightnessAndSaturation('#808080')).toMatchObject({ saturation: 0 });
    const red = lightnessAndSaturation('#ff0000')!;
    expect(red.lightness).toBeCloseTo(0.5, 9);
    expect(red.saturation).toBeCloseTo(1, 9);
  });
});

describe('isCssColor', () => {
  it('accepts hex, rgb()/rgba(), hsl()/hsla(), transparent and the named colours', () => {
    for (const colour of ['#fff', '#ffff', '#a1b2c3', '#a1b2c3d4', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'rgb(1 2 3 / 50%)', 'hsl(120, 50%, 50%)', 'hsl(120deg 50% 50%)', 'hsla(120, 50%, 50%, 0.2)', 'transparent', 'RebeccaPurple', ' navy ', 'RGB(1,2,3)', 'HSL(120DEG 50% 50%)', '#ABCDEF']) {
      expect(isCssColor(colour), colour).toBe(true);
    }
  });

  // What CSS itself refuses, and the hand-written check let through: legacy rgb() mixing numbers and
  // percentages, legacy hsl() without its percentages (a browser would ignore either).
  it('refuses what is not one of those', () => {
    for (const colour of ['', '   ', '#ff', '#abcdefg', 'rgb(1, 2)', 'notacolour', 'color(srgb 1 0 0)', 'lab(50% 40 59)', 'url(x)', 'rgb(10%, 20, 30)', 'hsl(120, 50, 50)', `rgb(${'1'.repeat(70)}, 2, 3)`]) {
      expect(isCssColor(colour), colour).toBe(false);
    }
  });
});
