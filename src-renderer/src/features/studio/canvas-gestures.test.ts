import { describe, expect, it } from 'vitest';
import { elementsOf } from '#shared/design-html.ts';
import { keyTargets, marqueeHits, marqueeRect, moveGroup } from './canvas-gestures.ts';

const el = (id: string, x: number, y: number, w: number, h: number, extra = '') => `<div data-ink-id="${id}" data-ink-kind="text" ${extra} style="position:absolute;left:${x}mm;top:${y}mm;width:${w}mm;height:${h}mm">${id}</div>`;
const side = [el('a', 10, 10, 20, 10), el('b', 40, 10, 20, 10), el('c', 10, 40, 20, 10), el('locked', 12, 12, 5, 5, 'data-ink-locked'), el('hidden', 14, 14, 5, 5, 'data-ink-hidden')].join('\n');
const elements = elementsOf(side);

describe('marquee', () => {
  it('makes a rectangle whichever way it is dragged', () => {
    expect(marqueeRect({ x: 30, y: 20 }, { x: 5, y: 2 })).toEqual({ x: 5, y: 2, width: 25, height: 18 });
  });

  it('selects what it touches, not the locked or hidden', () => {
    expect(marqueeHits({ x: 0, y: 0, width: 45, height: 15 }, elements)).toEqual(['a', 'b']);
    expect(marqueeHits({ x: 0, y: 0, width: 100, height: 100 }, elements)).toEqual(['a', 'b', 'c']);
    expect(marqueeHits({ x: 31, y: 0, width: 8, height: 100 }, elements)).toEqual([]);
  });
});

describe('moving a group', () => {
  const starts = new Map([
    ['a', { x: 10, y: 10, width: 20, height: 10 }],
    ['b', { x: 40, y: 10, width: 20, height: 10 }],
  ]);

  it('moves every box by the same offset', () => {
    const { boxes } = moveGroup(starts, 5, 2.5, { xs: [], ys: [] });
    expect(boxes.get('a')).toEqual({ x: 15, y: 12.5, width: 20, height: 10 });
    expect(boxes.get('b')).toEqual({ x: 45, y: 12.5, width: 20, height: 10 });
  });

  it('snaps the group’s bounds as one box and says to which line', () => {
    // Bounds 10..60 moved by 4.2 -> left at 14.2, within reach of the line at 15.
    const { boxes, guides } = moveGroup(starts, 4.2, 0, { xs: [15], ys: [] });
    expect(boxes.get('a')!.x).toBe(15);
    expect(boxes.get('b')!.x).toBe(45);
    expect(guides).toEqual({ x: 15 });
    expect(moveGroup(starts, 4.2, 0, { xs: [15], ys: [] }, 0).boxes.get('a')!.x).toBe(14.2);
  });
});

describe('what the keyboard acts on', () => {
  it('the whole selection when the focused element is in it, else the element alone; never a locked one', () => {
    const [a, , c, locked] = elements;
    expect(keyTargets(a!, ['a', 'b', 'locked'], elements).map((e) => e.id)).toEqual(['a', 'b']);
    expect(keyTargets(c!, ['a', 'b'], elements).map((e) => e.id)).toEqual(['c']);
    expect(keyTargets(locked!, ['locked'], elements)).toEqual([]);
  });
});
