import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useMemo, useRef } from 'react';
import { type Analysis, type DuplicateChoice, leftOutReason, lineOf } from '../../../../../src-shared/recipient-import/analyse.ts';
import type { PlacedError } from '../../../../../src-shared/recipient-import/batch-errors.ts';
import { fieldColumns, type Mapping } from '../../../../../src-shared/recipient-import/mapping.ts';

const ROW_HEIGHT = 40;
const HEAD_HEIGHT = 32;
const MAX_HEIGHT = 440;
const CELL_WIDTH = 168;
const CHECKS_WIDTH = 300;
/** Line, Send and Checks stay in view while the file's columns scroll sideways. */
const FROZEN_WIDTH = 48 + 40 + CHECKS_WIDTH + 2 * 8;

interface CellNote {
  level: 'error' | 'warning';
  message: string;
}

interface Props {
  headers: string[];
  rows: string[][];
  /** The rows shown (a filter of all), in file order. */
  shown: number[];
  mapping: Mapping;
  analysis: Analysis;
  excluded: ReadonlySet<number>;
  choice: DuplicateChoice;
  serverErrors: readonly PlacedError[];
  readOnly: boolean;
  onFix(row: number, column: number, value: string): void;
  onToggle(row: number): void;
}

/**
 * Every row of the file with its checks, virtualised (only the rows in view are in
 * the page). A cell with a problem is marked and can be fixed in place: it is
 * re-checked as soon as it loses focus or Enter is pressed.
 */
export function ReviewGrid({ headers, rows, shown, mapping, analysis, excluded, choice, serverErrors, readOnly, onFix, onToggle }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: shown.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });
  const columnOfField = useMemo(() => fieldColumns(mapping), [mapping]);
  const refusals = useMemo(() => {
    const byRow = new Map<number, PlacedError[]>();
    for (const e of serverErrors) if (e.row !== undefined) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
    return byRow;
  }, [serverErrors]);
  // Fixed widths, so the head and the absolutely placed rows line up as the grid scrolls sideways.
  const template = `${FROZEN_WIDTH}px repeat(${headers.length}, ${CELL_WIDTH}px)`;
  const width = FROZEN_WIDTH + headers.length * (CELL_WIDTH + 8) + 24;
  const height = Math.min(MAX_HEIGHT, HEAD_HEIGHT + shown.length * ROW_HEIGHT + 18); // room for the sideways scroll bar

  const notesOf = (row: number) => {
    const cells = new Map<number, CellNote[]>();
    const rowNotes: CellNote[] = [];
    const add = (column: number | undefined, note: CellNote) => (column === undefined ? rowNotes.push(note) : cells.set(column, [...(cells.get(column) ?? []), note]));
    for (const issue of analysis.issues[row] ?? []) add(columnOfField.get(issue.field), issue);
    for (const e of refusals.get(row) ?? []) add(e.column, { level: 'error', message: `Refused by the server: ${e.label ? `${e.label}: ` : ''}${e.message}` });
    return { cells, rowNotes };
  };

  const commit = (row: number, column: number, input: HTMLInputElement) => {
    if (input.value !== (rows[row]?.[column] ?? '')) onFix(row, column, input.value);
  };
  const onCellKey = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    if (event.key === 'Enter') commit(row, column, event.currentTarget);
    if (event.key === 'Escape') event.currentTarget.value = rows[row]?.[column] ?? '';
  };

  return (
    <div className="review-grid" role="grid" aria-label="Rows of the file" aria-rowcount={shown.length} data-testid="review-grid">
      <div className="review-scroll" ref={scroller} style={{ height }}>
        <div className="review-head" role="row" style={{ gridTemplateColumns: template, width }}>
          <span className="review-frozen" role="none">
            <span role="columnheader">Line</span>
            <span role="columnheader">Send</span>
            <span role="columnheader">Checks</span>
          </span>
          {headers.map((h, i) => (
            <span role="columnheader" key={i}>
              {h}
            </span>
          ))}
        </div>
        <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = shown[item.index]!;
            const { cells, rowNotes } = notesOf(row);
            const reason = leftOutReason(row, analysis, excluded, choice);
            const duplicate = analysis.duplicates.get(row);
            const hasError = [...cells.values()].flat().concat(rowNotes).some((n) => n.level === 'error');
            const tone = excluded.has(row) ? 'left-out' : hasError ? 'error' : reason ? 'duplicate' : rowNotes.length > 0 || cells.size > 0 ? 'warning' : 'ok';
            return (
              <div role="row" key={row} className={`review-row review-row--${tone}`} style={{ gridTemplateColumns: template, width, transform: `translateY(${item.start}px)` }} aria-rowindex={item.index + 1} data-testid="review-row" data-line={lineOf(row)}>
                <span className="review-frozen" role="none">
                <span role="rowheader" className="review-line">{lineOf(row)}</span>
                <span role="gridcell">
                  <input type="checkbox" aria-label={`Send line ${lineOf(row)}`} checked={!excluded.has(row)} disabled={readOnly} onChange={() => onToggle(row)} data-testid="review-include" />
                </span>
                <span role="gridcell" className="review-checks" data-testid="review-checks" title={[...cells.values()].flat().concat(rowNotes).map((n) => n.message).join('\n') || undefined}>
                  {[...cells.values()].flat().concat(rowNotes).map((n, i) => (
                    <span key={i} className={n.level}>{n.message}</span>
                  ))}
                  {duplicate && reason && !excluded.has(row) && !hasError && <span className="duplicate">{reason}</span>}
                  {excluded.has(row) && <span className="hint">Left out by you</span>}
                  {tone === 'ok' && <span className="ok">Ready</span>}
                </span>
                </span>
                {headers.map((header, column) => {
                  const notes = cells.get(column) ?? [];
                  const level = notes.some((n) => n.level === 'error') ? 'error' : notes.length > 0 ? 'warning' : undefined;
                  return (
                    <span role="gridcell" key={`${column}:${rows[row]?.[column] ?? ''}`} className={level ? `review-cell review-cell--${level}` : 'review-cell'}>
                      <input
                        defaultValue={rows[row]?.[column] ?? ''}
                        aria-label={`${header}, line ${lineOf(row)}`}
                        aria-invalid={level === 'error'}
                        title={notes.map((n) => n.message).join('\n') || undefined}
                        readOnly={readOnly}
                        onBlur={(e) => commit(row, column, e.currentTarget)}
                        onKeyDown={(e) => onCellKey(e, row, column)}
                        data-testid={`cell-${column}`}
                      />
                    </span>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
