import { describe, expect, it } from 'vitest';
import { fromPage, toPage } from './trim-origin.ts';

describe('positions from the trim corner', () => {
  it('shows a position of the HTML from the trim and writes a shown one back, without float noise', () => {
    expect(fromPage(10, 3)).toBe(7);
    expect(fromPage(3.175, 3.175)).toBe(0);
    expect(fromPage(10.3, 3.1)).toBe(7.2); // not 7.200000000000001
    expect(toPage(7.1, 3)).toBe(10.1);
    expect(toPage(fromPage(42.5, 3), 3)).toBe(42.5);
  });
});
