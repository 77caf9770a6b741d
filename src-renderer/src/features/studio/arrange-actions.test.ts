import { describe, expect, it } from 'vitest';
import { elementsOf } from '#shared/design-html.ts';
import { ARRANGE_KEYS, arrangeBlocked, arrangeSide } from './arrange-actions.ts';

const el = (id: string, x: number, y: number, w: number, h: number, extra = '') => `<div data-ink-id="${id}" data-ink-kind="text" ${extra} style="position:absolute;left:${x}mm;top:${y}mm;width:${w}mm;height:${h}mm">${id}</div>`;
const html = [el('a', 10, 10, 20, 10), el('b', 40, 30, 10, 10), el('c', 90, 12, 20, 10), el('locked', 5, 50, 10, 10, 'data-ink-locked')].join('\n');
const safe = { x: 7, y: 7, width: 134, height: 97 };
const boxes = (side: string) => Object.fromEntries(elementsOf(side).map((e) => [e.id, e.box]));

describe('arranging the selection in the HTML', () => {
  it('aligns several on their common bounds in one edit', () => {
    const after = boxes(arrangeSide(html, elementsOf(html), ['a', 'b', 'c'], { align: 'right' }, safe));
    expect([after['a']!.x, after['b']!.x, after['c']!.x]).toEqual([90, 100, 90]);
    expect(after['a']!.y).toBe(10);
  });

  it('aligns one element alone with the safe area', () => {
    const after = boxes(arrangeSide(html, elementsOf(html), ['b'], { align: 'middle' }, safe));
    expect(after['b']!.y).toBe(50.5);
  });

  it('distributes three or more evenly, and refuses fewer with the reason', () => {
    const after = boxes(arrangeSide(html, elementsOf(html), ['a', 'b', 'c'], { distribute: 'horizontal' }, safe));
    // Span 10..110, widths 50: two gaps of 25; b goes to 30+25 = 55.
    expect(after['b']!.x).toBe(55);
    expect(arrangeBlocked({ distribute: 'vertical' }, 2)).toMatch(/three or more/);
    expect(arrangeSide(html, elementsOf(html), ['a', 'b'], { distribute: 'vertical' }, safe)).toBe(html);
  });

  it('leaves locked elements where they are', () => {
    const after = boxes(arrangeSide(html, elementsOf(html), ['a', 'locked'], { align: 'top' }, safe));
    expect(after['locked']).toEqual({ x: 5, y: 50, width: 10, height: 10 });
    // a alone is aligned with the safe area.
    expect(after['a']!.y).toBe(7);
  });

  it('has a shortcut for every action', () => {
    expect(Object.values(ARRANGE_KEYS)).toHaveLength(8);
  });
});
