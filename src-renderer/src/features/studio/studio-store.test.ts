import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Design } from '#shared/contract/designs.ts';
import { useStudio } from './studio-store.ts';

const design = { id: 'd1', front: { html: '<p>a</p>' }, back: { html: '<p>b</p>' } } as Design;

describe('studio history', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useStudio.getState().open(design);
  });

  it('undoes and redoes edits of either side, in order', () => {
    const s = useStudio.getState;
    s().editSide('front', '<p>a1</p>', 'move');
    vi.advanceTimersByTime(2000);
    s().editSide('back', '<p>b1</p>', 'code');
    s().undo();
    expect(s().sides.back!.html).toBe('<p>b</p>');
    expect(s().sides.front.html).toBe('<p>a1</p>');
    s().undo();
    expect(s().sides.front.html).toBe('<p>a</p>');
    s().redo();
    s().redo();
    expect(s().sides).toEqual({ front: { html: '<p>a1</p>' }, back: { html: '<p>b1</p>' } });
  });

  it('makes quick edits of the same kind one step (typing, a drag), and a new edit clears redo', () => {
    const s = useStudio.getState;
    s().editSide('front', '<p>ab</p>', 'code');
    vi.advanceTimersByTime(300);
    s().editSide('front', '<p>abc</p>', 'code');
    s().undo();
    expect(s().sides.front.html).toBe('<p>a</p>');
    s().editSide('front', '<p>x</p>', 'move');
    expect(s().future).toEqual([]);
    expect(s().revision).toBeGreaterThan(s().savedRevision);
  });
});

describe('studio selection', () => {
  beforeEach(() => useStudio.getState().open(design));

  it('selects one, toggles with Shift-click, adds a marquee, and clears on another side', () => {
    const s = useStudio.getState;
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
