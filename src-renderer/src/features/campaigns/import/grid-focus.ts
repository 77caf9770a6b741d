// The check grid's keyboard model, kept free of React and the DOM so it can be
// tested in Node: which cell a key moves to, which row the focus is on after the
// rows shown change, and how far to scroll to bring a cell out from under the
// grid's sticky head and frozen columns.

/** A cell by its place in the grid: the index among the rows shown, and the column (0 = Line). */
export interface GridPos {
  index: number;
  col: number;
}

export interface GridSize {
  rows: number;
  cols: number;
  /** Rows that fit in the view: how far PageUp and PageDown move. */
  pageRows: number;
}

export interface NavKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

/**
 * Where a key moves the focus, spreadsheet-style: arrows by one cell, Home/End to
 * the row's first and last cell, Ctrl (or Cmd) with Home/End to the first and last
 * row, PageUp/PageDown by a view. The edges stop the focus (no wrapping).
 * Undefined for a key that does not move it.
 */
export function moveFocus(pos: GridPos, event: NavKey, size: GridSize): GridPos | undefined {
  if (size.rows === 0 || size.cols === 0) return undefined;
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const jump = event.ctrlKey === true || event.metaKey === true;
  const { index, col } = pos;
  const page = Math.max(1, size.pageRows);
  // Each key's target [row index, column], before the edges stop it.
  const targets: Record<string, [number, number]> = {
    ArrowUp: [jump ? 0 : index - 1, col],
    ArrowDown: [jump ? lastRow : index + 1, col],
    ArrowLeft: [index, jump ? 0 : col - 1],
    ArrowRight: [index, jump ? lastCol : col + 1],
    Home: [jump ? 0 : index, 0],
    End: [jump ? lastRow : index, lastCol],
    PageUp: [index - page, col],
    PageDown: [index + page, col],
  };
  if (!Object.hasOwn(targets, event.key)) return undefined;
  const [row, column] = targets[event.key]!;
  return { index: clamp(row, 0, lastRow), col: clamp(column, 0, lastCol) };
}

/**
 * The index among the rows shown (file rows, ascending) of the row the focus was
 * on. A row no longer shown (fixed out of the "Errors" filter, or another filter
 * chosen) hands the focus to the next row shown after it, or the last one.
 * -1 when nothing is shown.
 */
export function indexOfRow(shown: readonly number[], row: number): number {
  if (shown.length === 0) return -1;
  let low = 0;
  let high = shown.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (shown[mid]! < row) low = mid + 1;
    else high = mid;
  }
  return Math.min(low, shown.length - 1);
}

export interface ScrollView {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** A cell's box in the scrolled content's coordinates; left and right left out for a frozen cell (it never scrolls sideways). */
export interface CellBox {
  top: number;
  bottom: number;
  left?: number;
  right?: number;
}

/**
 * The scroll position that brings a cell fully into view, moving as little as
 * possible; the sticky head (stickyTop) and the frozen columns (stickyLeft)
 * cover the top and left of the view, so a cell must clear them.
 */
export function revealScroll(view: ScrollView, cell: CellBox, sticky: { top: number; left: number }): { top: number; left: number } {
  let { top, left } = view;
  if (cell.top - sticky.top < top) top = cell.top - sticky.top;
  else if (cell.bottom > top + view.height) top = cell.bottom - view.height;
  if (cell.left !== undefined && cell.right !== undefined) {
    if (cell.left - sticky.left < left) left = cell.left - sticky.left;
    else if (cell.right > left + view.width) left = cell.right - view.width;
  }
  return { top: Math.max(0, top), left: Math.max(0, left) };
}

/** A key that types a character: in a cell that can be fixed, it starts editing with that character (as a spreadsheet does). */
export const typesCharacter = (event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
