import { describe, expect, it } from 'vitest';
import { usageWords } from './words.ts';

describe('usage in words', () => {
  it('reads a cycle\'s usage as counted things, never as enum codes', () => {
    expect(usageWords({ png_final: 10, recipient: 1, png_preview: 2 }, 'en-GB')).toBe('1 recipient, 10 final PNG renders, 2 PNG previews');
    expect(usageWords({ svg_final: 1, svg_preview: 1200 }, 'en-GB')).toBe('1 final SVG render, 1,200 SVG previews');
    expect(usageWords({}, 'en-GB')).toBe('Nothing used');
  });

  it('keeps an unknown kind readable', () => {
    expect(usageWords({ letter_pages: 3 }, 'en-GB')).toBe('3 letter pages');
  });
});
