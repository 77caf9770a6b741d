import { defaultRangeExtractor } from '@tanstack/react-virtual';
import { useRowVirtualizer } from '#renderer/ui/virtual-rows.tsx';
import { type FocusEvent, type KeyboardEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type Analysis, type DuplicateChoice, leftOutReason, lineOf } from '#shared/recipient-import/analyse.ts';
import type { PlacedError } from '#shared/recipient-import/batch-errors.ts';
import { fieldColumns, type Mapping } from '#shared/recipient-import/mapping.ts';
import type { GridColumn } from '#shared/recipient-import/state-column.ts';
import { type CheckLine, ChecksSummary, listsChecks } from './checks-cell.tsx';
import { indexOfRow, moveFocus, revealScroll, typesCharacter } from './grid-focus.ts';

const ROW_HEIGHT = 40;
const HEAD_HEIGHT = 32;
const MAX_HEIGHT = 440;
const CELL_WIDTH = 168;
const CHECKS_WIDTH = 300;
/** Line, Send and Checks stay in view while the file's columns scroll sideways. */
const FROZEN_WIDTH = 48 + 40 + CHECKS_WIDTH + 2 * 8;
/** Line, Send, Checks: the grid's first three columns; the file's columns follow. */
const FROZEN_COLS = 3;
const SEND_COL = 1;

interface CellNote {
  level: 'error' | 'warning';
  message: string;
}

interface Props {
  /** The file's columns, then those the grid adds (State/province, Address line 2 and 3), each with the index of its cell in a row. */
  columns: GridColumn[];
  rows: string[][];
  /** The rows shown (a filter of all), in file order. */
  shown: number[];
  mapping: Mapping;
  analysis: Analysis;
  excluded: ReadonlySet<number>;
  choice: DuplicateChoice;
  serverErrors: readonly PlacedError[];
  readOnly: boolean;
  /** A cell of a row changed: `column` is the index of the cell in the row. */
  onFix(row: number, column: number, value: string): void;
  onToggle(row: number): void;
}

/** The focused cell: the file row (so the focus stays on its row when a filter or a fix changes the rows shown) and the grid column. */
interface Active {
  row: number;
  col: number;
}

interface Editing {
  row: number;
  col: number;
  draft: string;
}

/**
 * Every row of the file with its checks, virtualised (only the rows in view, and
 * the focused one, are in the page), driven like a spreadsheet: one tab stop, the
 * arrows (Home/End, PageUp/PageDown, Ctrl with them) move the focus between
 * cells, Enter or F2 (or typing) edits a cell of the file, Enter commits and moves
 * down, Tab commits and moves right, Escape cancels; a fixed row is re-checked at
 * once. Space or Enter on a row's Send cell leaves it out or puts it back.
 */
export function ReviewGrid({ columns, rows, shown, mapping, analysis, excluded, choice, serverErrors, readOnly, onFix, onToggle }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Active>(() => ({ row: shown[0] ?? 0, col: 0 }));
  const [editing, setEditing] = useState<Editing | undefined>();
  /** The edit being committed or cancelled, so that the input's blur as it goes does not commit it again. */
  const closing = useRef(false);
  /** Set when the focus must follow `active` after the next render (keyboard moves, the end of an edit). */
  const focusAfterRender = useRef(false);
  const cols = FROZEN_COLS + columns.length;
  /** The index in a row of the cell a grid column shows. */
  const cellOf = (col: number) => columns[col - FROZEN_COLS]?.cell ?? col - FROZEN_COLS;
  const activeIndex = indexOfRow(shown, active.row);
  const activeCol = Math.min(active.col, cols - 1);

  const virtualizer = useRowVirtualizer(scroller, {
    count: shown.length,
    rowHeight: ROW_HEIGHT,
    overscan: 8,
    // The focused row stays in the page even when scrolled far away, so the focus is never lost to the page.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      return activeIndex < 0 || indexes.includes(activeIndex) ? indexes : [...indexes, activeIndex].sort((a, b) => a - b);
    },
  });
  const columnOfField = useMemo(() => fieldColumns(mapping), [mapping]);
  const refusals = useMemo(() => {
    const byRow = new Map<number, PlacedError[]>();
    for (const e of serverErrors) if (e.row !== undefined) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
    return byRow;
  }, [serverErrors]);
  // Fixed widths, so the head and the absolutely placed rows line up as the grid scrolls sideways.
  const template = `${FROZEN_WIDTH}px repeat(${columns.length}, ${CELL_WIDTH}px)`;
  const width = FROZEN_WIDTH + columns.length * (CELL_WIDTH + 8) + 24;
  const height = Math.min(MAX_HEIGHT, HEAD_HEIGHT + shown.length * ROW_HEIGHT + 18); // room for the sideways scroll bar

  // After a keyboard move: focus the cell and scroll it out from under the sticky head and the frozen columns.
  useLayoutEffect(() => {
    if (!focusAfterRender.current || editing) return;
    focusAfterRender.current = false;
    const view = scroller.current;
    const target = view?.querySelector<HTMLElement>(`[data-cell="${activeIndex}:${activeCol}"]`);
    if (!view || !target) return;
    target.focus({ preventScroll: true });
    const cell = target.closest<HTMLElement>('[role="gridcell"], [role="rowheader"]') ?? target;
    const top = HEAD_HEIGHT + activeIndex * ROW_HEIGHT;
    const frozen = activeCol < FROZEN_COLS;
    const next = revealScroll(
      { top: view.scrollTop, left: view.scrollLeft, width: view.clientWidth, height: view.clientHeight },
      frozen ? { top, bottom: top + ROW_HEIGHT } : { top, bottom: top + ROW_HEIGHT, left: cell.offsetLeft, right: cell.offsetLeft + cell.offsetWidth },
      // The frozen columns reach the row's padding (12) past their width; the gap (8) after them stays in view too.
      { top: HEAD_HEIGHT, left: FROZEN_WIDTH + 12 + 8 },
    );
    if (next.top !== view.scrollTop || next.left !== view.scrollLeft) view.scrollTo(next);
  });

  const notesOf = (row: number) => {
    const cells = new Map<number, CellNote[]>();
    const rowNotes: CellNote[] = [];
    const add = (column: number | undefined, note: CellNote) => (column === undefined ? rowNotes.push(note) : cells.set(column, [...(cells.get(column) ?? []), note]));
    for (const issue of analysis.issues[row] ?? []) add(columnOfField.get(issue.field), issue);
    for (const e of refusals.get(row) ?? []) add(e.column, { level: 'error', message: `Refused by the server: ${e.label ? `${e.label}: ` : ''}${e.message}` });
    return { cells, rowNotes };
  };

  const focusCell = (index: number, col: number) => {
    focusAfterRender.current = true;
    setActive({ row: shown[index] ?? active.row, col });
  };

  const startEdit = (row: number, col: number, draft?: string) => {
    if (readOnly || col < FROZEN_COLS) return;
    closing.current = false;
    setActive({ row, col });
    setEditing({ row, col, draft: draft ?? rows[row]?.[cellOf(col)] ?? '' });
  };

  /**
   * Ends the edit: kept (a changed value is fixed and re-checked) or dropped; then the
   * focus goes `then` cells away, unless it left the cell for somewhere else (a click).
   */
  const endEdit = (keep: boolean, then?: { down?: number; right?: number }, refocus = true) => {
    if (!editing || closing.current) return;
    closing.current = true;
    const { row, col, draft } = editing;
    const index = indexOfRow(shown, row);
    // The row to go to is chosen before the fix, which may take this row out of the rows shown (the "Errors" filter).
    const target = Math.max(0, Math.min(shown.length - 1, index + (then?.down ?? 0)));
    const nextCol = Math.max(0, Math.min(cols - 1, col + (then?.right ?? 0)));
    setEditing(undefined);
    if (keep && draft !== (rows[row]?.[cellOf(col)] ?? '')) onFix(row, cellOf(col), draft);
    focusAfterRender.current = refocus;
    setActive({ row: shown[target] ?? row, col: nextCol });
  };

  /** Leaves a row out or puts it back; the focus stays in the grid even when that takes the row out of the filter shown. */
  const toggle = (row: number, from: Element) => {
    if (readOnly) return;
    if (from === document.activeElement) focusAfterRender.current = true;
    onToggle(row);
  };

  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing || event.nativeEvent.isComposing) return; // the edit's input handles its own keys
    const target = event.target as HTMLElement;
    if (!target.dataset['cell']) return;
    const row = shown[activeIndex];
    if (row === undefined) return;
    const pageRows = Math.max(1, Math.floor(((scroller.current?.clientHeight ?? MAX_HEIGHT) - HEAD_HEIGHT) / ROW_HEIGHT) - 1);
    const moved = moveFocus({ index: activeIndex, col: activeCol }, event, { rows: shown.length, cols, pageRows });
    if (moved) {
      event.preventDefault();
      focusCell(moved.index, moved.col);
      return;
    }
    if (activeCol === SEND_COL) {
      // Space is the checkbox's own key; Enter toggles it as well.
      if (event.key === 'Enter') {
        event.preventDefault();
        toggle(row, target);
      }
      return;
    }
    if (activeCol < FROZEN_COLS || readOnly) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      startEdit(row, activeCol);
    } else if (typesCharacter(event)) {
      event.preventDefault(); // the character goes into the edit, once
      startEdit(row, activeCol, event.key);
    }
  };

  const onEditKey = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      endEdit(true, { down: event.shiftKey ? -1 : 1 });
    } else if (event.key === 'Tab') {
      event.preventDefault();
      endEdit(true, { right: event.shiftKey ? -1 : 1 });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      endEdit(false);
    }
  };

  /** A cell focused by the mouse or by Tab into the grid becomes the active one. */
  const onGridFocus = (event: FocusEvent<HTMLDivElement>) => {
    const place = (event.target as HTMLElement).dataset['cell'];
    if (!place) return;
    const [index, col] = place.split(':').map(Number) as [number, number];
    const row = shown[index];
    if (row !== undefined && (row !== active.row || col !== activeCol)) setActive({ row, col });
  };

  const tabIndexOf = (index: number, col: number) => (index === activeIndex && col === activeCol ? 0 : -1);

  return (
    <>
    <p id="review-grid-keys" className="hint review-keys">
      Arrow keys move between cells. Enter or F2 edits a cell (or just type); Enter keeps the change and moves down, Escape drops it. Space on Send leaves a row out.
    </p>
    <div
      className="review-grid"
      role="grid"
      aria-label="Rows of the file"
      aria-rowcount={shown.length + 1}
      aria-colcount={cols}
      aria-readonly={readOnly || undefined}
      aria-describedby="review-grid-keys"
      data-testid="review-grid"
      onKeyDown={onGridKey}
      onFocus={onGridFocus}
    >
      <div className="review-scroll" ref={scroller} style={{ height }}>
        <div className="review-head" role="row" aria-rowindex={1} style={{ gridTemplateColumns: template, width }}>
          <span className="review-frozen" role="none">
            <span role="columnheader" aria-colindex={1}>Line</span>
            <span role="columnheader" aria-colindex={2}>Send</span>
            <span role="columnheader" aria-colindex={3}>Checks</span>
          </span>
          {columns.map(({ header: h, added }, i) => (
            <span
              role="columnheader"
              aria-colindex={FROZEN_COLS + i + 1}
              key={i}
              className={added ? 'review-added' : undefined}
              title={added ? 'Not in the file: added because a row needs it' : undefined}
              data-testid={added ? 'review-added-column' : undefined}
            >
              {h}
            </span>
          ))}
        </div>
        <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const index = item.index;
            const row = shown[index]!;
            const { cells, rowNotes } = notesOf(row);
            const reason = leftOutReason(row, analysis, excluded, choice);
            const duplicate = analysis.duplicates.get(row);
            const notes = [...cells.values()].flat().concat(rowNotes);
            const hasError = notes.some((n) => n.level === 'error');
            const tone = excluded.has(row) ? 'left-out' : hasError ? 'error' : reason ? 'duplicate' : notes.length > 0 ? 'warning' : 'ok';
            const checkLines: CheckLine[] = notes.map((n) => ({ tone: n.level, text: n.message }));
            if (duplicate && reason && !excluded.has(row) && !hasError) checkLines.push({ tone: 'duplicate', text: reason });
            if (excluded.has(row)) checkLines.push({ tone: 'hint', text: 'Left out by you' });
            if (tone === 'ok') checkLines.push({ tone: 'ok', text: 'Ready' });
            const checksId = `review-checks-${row}`;
            return (
              <div
                role="row"
                key={row}
                className={`review-row review-row--${tone}`}
                style={{ gridTemplateColumns: template, width, transform: `translateY(${item.start}px)` }}
                aria-rowindex={index + 2}
                data-testid="review-row"
                data-line={lineOf(row)}
              >
                <span className="review-frozen" role="none">
                  <span role="rowheader" aria-colindex={1} className="review-line review-focusable" tabIndex={tabIndexOf(index, 0)} data-cell={`${index}:0`}>
                    {lineOf(row)}
                  </span>
                  <span role="gridcell" aria-colindex={2} className="review-send">
                    <input
                      type="checkbox"
                      aria-label={`Send line ${lineOf(row)}`}
                      checked={!excluded.has(row)}
                      // Not `disabled`: a disabled box cannot take the focus, and the grid's focus must be able to rest on it.
                      aria-disabled={readOnly || undefined}
                      title={readOnly ? 'Rows cannot be left out while an import runs or after it' : undefined}
                      onChange={(e) => toggle(row, e.currentTarget)}
                      tabIndex={tabIndexOf(index, SEND_COL)}
                      data-cell={`${index}:${SEND_COL}`}
                      data-testid="review-include"
                    />
                  </span>
                  <span
                    role="gridcell"
                    aria-colindex={3}
                    className="review-checks review-focusable"
                    tabIndex={tabIndexOf(index, 2)}
                    data-cell={`${index}:2`}
                    data-testid="review-checks"
                    aria-describedby={listsChecks(checkLines) ? checksId : undefined}
                  >
                    <ChecksSummary lines={checkLines} listId={checksId} />
                  </span>
                </span>
                {columns.map(({ header, cell }, column) => {
                  const col = FROZEN_COLS + column;
                  const cellNotes = cells.get(cell) ?? [];
                  const level = cellNotes.some((n) => n.level === 'error') ? 'error' : cellNotes.length > 0 ? 'warning' : undefined;
                  const value = rows[row]?.[cell] ?? '';
                  const isEditing = editing?.row === row && editing.col === col;
                  return (
                    <span
                      role="gridcell"
                      aria-colindex={col + 1}
                      key={column}
                      className={`review-cell review-focusable${level ? ` review-cell--${level}` : ''}${isEditing ? ' review-cell--editing' : ''}`}
                      aria-invalid={level === 'error' || undefined}
                      aria-readonly={readOnly || undefined}
                      title={cellNotes.map((n) => n.message).join('\n') || undefined}
                      tabIndex={isEditing ? undefined : tabIndexOf(index, col)}
                      data-cell={isEditing ? undefined : `${index}:${col}`}
                      data-header={header}
                      data-testid={`cell-${column}`}
                      onDoubleClick={() => startEdit(row, col)}
                    >
                      {isEditing ? (
                        <input
                          autoFocus
                          value={editing.draft}
                          aria-label={`${header}, line ${lineOf(row)}`}
                          onChange={(e) => setEditing({ ...editing, draft: e.target.value })}
                          onKeyDown={onEditKey}
                          onBlur={() => endEdit(true, undefined, false)}
                          data-testid="review-edit"
                        />
                      ) : (
                        value
                      )}
                    </span>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
    </>
  );
}
