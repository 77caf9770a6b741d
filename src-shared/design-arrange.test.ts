import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Box } from './design-elements.ts';
import { alignBoxes, distributeBoxes, offsetBoxes, placeInFreeSpace } from './design-arrange.ts';

const boxes = (entries: [string, Box][]) => new Map(entries);
const a: Box = { x: 10, y: 10, width: 20, height: 10 };
const b: Box = { x: 40, y: 30, width: 30, height: 20 };
const c: Box = { x: 25, y: 60, width: 10, height: 5 };
const safe: Box = { x: 7, y: 7, width: 140, height: 97 };

function overlaps(p: Box, q: Box): boolean {
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

describe('align', () => {
  it('lines several boxes up on the selection’s edge or centre, moving only those that change', () => {
    const three = boxes([['a', a], ['b', b], ['c', c]]);
    expect(alignBoxes(three, 'left')).toEqual(new Map([['b', { ...b, x: 10 }], ['c', { ...c, x: 10 }]]));
    expect(alignBoxes(three, 'right').get('a')).toEqual({ ...a, x: 50 });
    expect(alignBoxes(three, 'center').get('c')).toEqual({ ...c, x: 35 });
    expect(alignBoxes(three, 'top').get('c')).toEqual({ ...c, y: 10 });
    expect(alignBoxes(three, 'bottom').get('a')).toEqual({ ...a, y: 55 });
    expect(alignBoxes(three, 'middle').get('b')).toEqual({ ...b, y: 27.5 });
  });

  it('aligns one box alone to the reference (the safe area)', () => {
    expect(alignBoxes(boxes([['a', a]]), 'right', safe).get('a')).toEqual({ ...a, x: 127 });
    expect(alignBoxes(boxes([['a', a]]), 'center', safe).get('a')).toEqual({ ...a, x: 67 });
    expect(alignBoxes(boxes([['a', a]]), 'left').size).toBe(0);
  });
});

describe('distribute', () => {
  it('keeps the outermost boxes and makes the gaps between neighbours equal', () => {
    const row = boxes([['a', { x: 0, y: 0, width: 10, height: 5 }], ['b', { x: 14, y: 0, width: 20, height: 5 }], ['c', { x: 90, y: 0, width: 10, height: 5 }]]);
    const moved = distributeBoxes(row, 'horizontal');
    expect([...moved.keys()]).toEqual(['b']);
    // span 100, widths 40: two gaps of 30.
    expect(moved.get('b')!.x).toBe(40);
    expect(distributeBoxes(boxes([['a', a], ['b', b]]), 'vertical').size).toBe(0);
  });

  it('leaves equal gaps for any boxes (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ y: fc.integer({ min: 0, max: 200 }), height: fc.integer({ min: 1, max: 30 }) }), { minLength: 3, maxLength: 8 }), (list) => {
        const input = boxes(list.map((r, i) => [`e${i}`, { x: 0, width: 5, ...r }]));
        const result = new Map([...input, ...distributeBoxes(input, 'vertical')]);
        const order = [...input].sort(([, p], [, q]) => p.y + p.height / 2 - (q.y + q.height / 2)).map(([id]) => id);
        const sorted = order.map((id) => result.get(id)!);
        const gaps = sorted.slice(1).map((box, i) => box.y - (sorted[i]!.y + sorted[i]!.height));
        for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0]!, 1);
        expect(result.get(order[0]!)).toEqual(input.get(order[0]!));
        expect(result.get(order[order.length - 1]!)).toEqual(input.get(order[order.length - 1]!));
      }),
    );
  });
});

describe('placement in free space', () => {
  it('puts a new element at the top left of an empty safe area', () => {
    expect(placeInFreeSpace({ width: 40, height: 20 }, safe, [])).toEqual({ x: 7, y: 7, width: 40, height: 20 });
    expect(placeInFreeSpace({ width: 24, height: 24 }, safe, [], { corner: 'bottom-right' })).toEqual({ x: 123, y: 80, width: 24, height: 24 });
  });

  it('finds room beside what is there, keeping a gap, instead of stacking at the top left', () => {
    const headline: Box = { x: 7, y: 7, width: 140, height: 14 };
    const placed = placeInFreeSpace({ width: 40, height: 20 }, safe, [headline]);
    expect(placed).toEqual({ x: 7, y: 23, width: 40, height: 20 });
    const second = placeInFreeSpace({ width: 40, height: 20 }, safe, [headline, placed]);
    expect(second.y).toBe(23);
    expect(second.x).toBe(49);
  });

  it('never overlaps when there is room, stays inside the area, and covers the least when there is none (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.integer({ min: 7, max: 130 }), y: fc.integer({ min: 7, max: 90 }), width: fc.integer({ min: 3, max: 50 }), height: fc.integer({ min: 3, max: 40 }) }), { maxLength: 10 }),
        fc.integer({ min: 5, max: 60 }),
        fc.integer({ min: 5, max: 40 }),
        (occupied, width, height) => {
          const box = placeInFreeSpace({ width, height }, safe, occupied, { gap: 0 });
          expect(box.x).toBeGreaterThanOrEqual(safe.x);
          expect(box.y).toBeGreaterThanOrEqual(safe.y);
          expect(box.x + box.width).toBeLessThanOrEqual(safe.x + safe.width + 1e-9);
          expect(box.y + box.height).toBeLessThanOrEqual(safe.y + safe.height + 1e-9);
          // Where a free spot exists on the 1 mm grid, the placement found one.
          let free = false;
          for (let y = safe.y; !free && y <= safe.y + safe.height - height; y++) for (let x = safe.x; !free && x <= safe.x + safe.width - width; x++) free = !occupied.some((o) => overlaps({ x, y, width, height }, o));
          if (free) expect(occupied.some((o) => overlaps(box, o))).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('shrinks what is larger than the area to fit it', () => {
    expect(placeInFreeSpace({ width: 500, height: 20 }, safe, [])).toEqual({ x: 7, y: 7, width: 140, height: 20 });
  });
});

describe('a group moved together', () => {
  it('moves every box by the same offset, without float noise', () => {
    expect(offsetBoxes(boxes([['a', a], ['b', b]]), 0.1, -0.2)).toEqual(
      boxes([
        ['a', { ...a, x: 10.1, y: 9.8 }],
        ['b', { ...b, x: 40.1, y: 29.8 }],
      ]),
    );
  });
});
