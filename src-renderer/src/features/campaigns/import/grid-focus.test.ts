import { describe, expect, it } from 'vitest';
import { indexOfRow, moveFocus, revealScroll, typesCharacter } from './grid-focus.ts';

const SIZE = { rows: 100_000, cols: 11, pageRows: 9 };

describe('moveFocus', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(moveFocus({ index: 5, col: 3 }, { key: 'ArrowDown' }, SIZE)).toEqual({ index: 6, col: 3 });
    expect(moveFocus({ index: 5, col: 3 }, { key: 'ArrowUp' }, SIZE)).toEqual({ index: 4, col: 3 });
    expect(moveFocus({ index: 5, col: 3 }, { key: 'ArrowRight' }, SIZE)).toEqual({ index: 5, col: 4 });
    expect(moveFocus({ index: 5, col: 3 }, { key: 'ArrowLeft' }, SIZE)).toEqual({ index: 5, col: 2 });
    expect(moveFocus({ index: 0, col: 0 }, { key: 'ArrowUp' }, SIZE)).toEqual({ index: 0, col: 0 });
    expect(moveFocus({ index: 0, col: 0 }, { key: 'ArrowLeft' }, SIZE)).toEqual({ index: 0, col: 0 });
    expect(moveFocus({ index: 99_999, col: 10 }, { key: 'ArrowDown' }, SIZE)).toEqual({ index: 99_999, col: 10 });
    expect(moveFocus({ index: 99_999, col: 10 }, { key: 'ArrowRight' }, SIZE)).toEqual({ index: 99_999, col: 10 });
  });

  it('goes to the ends of a row with Home and End, and of the grid with Ctrl or Cmd', () => {
    expect(moveFocus({ index: 5, col: 3 }, { key: 'Home' }, SIZE)).toEqual({ index: 5, col: 0 });
    expect(moveFocus({ index: 5, col: 3 }, { key: 'End' }, SIZE)).toEqual({ index: 5, col: 10 });
    expect(moveFocus({ index: 5, col: 3 }, { key: 'Home', ctrlKey: true }, SIZE)).toEqual({ index: 0, col: 0 });
    expect(moveFocus({ index: 5, col: 3 }, { key: 'End', metaKey: true }, SIZE)).toEqual({ index: 99_999, col: 10 });
    expect(moveFocus({ index: 5, col: 3 }, { key: 'ArrowDown', ctrlKey: true }, SIZE)).toEqual({ index: 99_999, col: 3 });
    expect(moveFocus({ index: 5, col: 3 }, { key: 'ArrowLeft', metaKey: true }, SIZE)).toEqual({ index: 5, col: 0 });
  });

  it('pages by a view, at least one row', () => {
    expect(moveFocus({ index: 5, col: 3 }, { key: 'PageDown' }, SIZE)).toEqual({ index: 14, col: 3 });
    expect(moveFocus({ index: 5, col: 3 }, { key: 'PageUp' }, SIZE)).toEqual({ index: 0, col: 3 });
    expect(moveFocus({ index: 5, col: 3 }, { key: 'PageDown' }, { ...SIZE, pageRows: 0 })).toEqual({ index: 6, col: 3 });
  });

  it('ignores other keys and an empty grid', () => {
    expect(moveFocus({ index: 5, col: 3 }, { key: 'Enter' }, SIZE)).toBeUndefined();
    expect(moveFocus({ index: 5, col: 3 }, { key: 'a' }, SIZE)).toBeUndefined();
    expect(moveFocus({ index: 0, col: 0 }, { key: 'ArrowDown' }, { rows: 0, cols: 3, pageRows: 9 })).toBeUndefined();
  });
});

describe('indexOfRow', () => {
  const shown = [2, 5, 9, 14];
  it('finds a row still shown', () => {
    expect(indexOfRow(shown, 2)).toBe(0);
    expect(indexOfRow(shown, 9)).toBe(2);
    expect(indexOfRow(shown, 14)).toBe(3);
  });
  it('hands the focus to the next row shown after one that left, or the last row', () => {
    expect(indexOfRow(shown, 6)).toBe(2);
    expect(indexOfRow(shown, 0)).toBe(0);
    expect(indexOfRow(shown, 20)).toBe(3);
    expect(indexOfRow([], 3)).toBe(-1);
  });
});

describe('revealScroll', () => {
  const view = { top: 1000, left: 200, width: 800, height: 400 };
  const sticky = { top: 32, left: 400 };
  it('leaves a cell in view where it is', () => {
    expect(revealScroll(view, { top: 1100, bottom: 1140, left: 700, right: 868 }, sticky)).toEqual({ top: 1000, left: 200 });
  });
  it('scrolls a cell above the view, or under the sticky head, to just below the head', () => {
    expect(revealScroll(view, { top: 1010, bottom: 1050 }, sticky)).toEqual({ top: 978, left: 200 });
    expect(revealScroll(view, { top: 400, bottom: 440 }, sticky)).toEqual({ top: 368, left: 200 });
  });
  it('scrolls a cell below the view up to the bottom edge', () => {
    expect(revealScroll(view, { top: 1380, bottom: 1420 }, sticky)).toEqual({ top: 1020, left: 200 });
  });
  it('brings a cell out from under the frozen columns, and a cell off the right into view', () => {
    expect(revealScroll(view, { top: 1100, bottom: 1140, left: 500, right: 668 }, sticky)).toEqual({ top: 1000, left: 100 });
    expect(revealScroll(view, { top: 1100, bottom: 1140, left: 1100, right: 1268 }, sticky)).toEqual({ top: 1000, left: 468 });
  });
  it('never scrolls before the start, and leaves sideways scrolling alone for a frozen cell', () => {
    expect(revealScroll({ ...view, top: 10, left: 10 }, { top: 32, bottom: 72, left: 300, right: 468 }, sticky)).toEqual({ top: 0, left: 0 });
    expect(revealScroll(view, { top: 1100, bottom: 1140 }, sticky)).toEqual({ top: 1000, left: 200 });
  });
});

describe('typesCharacter', () => {
  it('is a printable key without Ctrl, Cmd or Alt', () => {
    const plain = { ctrlKey: false, metaKey: false, altKey: false };
    expect(typesCharacter({ ...plain, key: 'N' })).toBe(true);
    expect(typesCharacter({ ...plain, key: ' ' })).toBe(true);
    expect(typesCharacter({ ...plain, key: 'Enter' })).toBe(false);
    expect(typesCharacter({ ...plain, key: 'c', ctrlKey: true })).toBe(false);
  });
});
