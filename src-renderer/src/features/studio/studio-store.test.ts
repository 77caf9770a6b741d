import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Design } from '#shared/contract/designs.ts';
import { type SideName, useStudio } from './studio-store.ts';

const design = { id: 'd1', front: { html: '<p>a</p>' }, back: { html: '<p>b</p>' } } as Design;
const s = useStudio.getState;
/** An edit of a side, `later` ms after the one before: edits with one key close together are one undo step. */
const edit = (side: SideName, html: string, key: string, later = 0) => {
  vi.advanceTimersByTime(later);
  s().editSide(side, html, key);
};

describe('studio history', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useStudio.getState().open(design);
  });

  it('undoes and redoes edits of either side, in order', () => {
    edit('front', '<p>a1</p>', 'move');
    edit('back', '<p>b1</p>', 'code', 2000);
    s().undo();
    expect(s().sides.back!.html).toBe('<p>b</p>');
    expect(s().sides.front.html).toBe('<p>a1</p>');
    s().undo();
    expect(s().sides.front.html).toBe('<p>a</p>');
    s().redo();
    s().redo();
    expect(s().sides).toEqual({ front: { html: '<p>a1</p>' }, back: { html: '<p>b1</p>' } });
  });

  it('makes one in-place edit of a text one step, however long its pauses', () => {
    vi.advanceTimersByTime(2000);
    s().editSide('front', '<p>aW</p>', 'inplace:t1:1', true);
    vi.advanceTimersByTime(5000);
    s().editSide('front', '<p>aWord</p>', 'inplace:t1:1', true);
    s().editSide('front', '<p>aWord</p><i>x</i>', 'inplace:t1:2', true);
    s().undo();
    expect(s().sides.front.html).toBe('<p>aWord</p>');
    s().undo();
    expect(s().sides.front.html).toBe('<p>a</p>');
  });

  it('makes quick edits of the same kind one step (typing, a drag), and a new edit clears redo', () => {
    edit('front', '<p>ab</p>', 'code');
    edit('front', '<p>abc</p>', 'code', 300);
    s().undo();
    expect(s().sides.front.html).toBe('<p>a</p>');
    edit('front', '<p>x</p>', 'move');
    expect(s().future).toEqual([]);
    expect(s().revision).toBeGreaterThan(s().savedRevision);
  });
});

describe('studio selection', () => {
  beforeEach(() => useStudio.getState().open(design));

  it('selects one, toggles with Shift-click, adds a marquee, and clears on another side', () => {
    s().select('a');
    expect(s().selection).toEqual(['a']);
    s().toggleSelected('b');
    s().toggleSelected('c');
    expect(s().selection).toEqual(['a', 'b', 'c']);
    s().toggleSelected('a');
    expect(s().selection).toEqual(['b', 'c']);
    s().selectMany(['c', 'd'], true);
    expect(s().selection).toEqual(['b', 'c', 'd']);
    s().selectMany(['e']);
    expect(s().selection).toEqual(['e']);
    s().setSide('back');
    expect(s().selection).toEqual([]);
    s().select('x');
    s().select(undefined);
    expect(s().selection).toEqual([]);
  });
});
