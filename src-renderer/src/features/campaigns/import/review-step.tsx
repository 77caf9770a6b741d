import type { ReactNode } from 'react';
import type { Analysis, DuplicateChoice } from '#shared/recipient-import/analyse.ts';
import type { PlacedError } from '#shared/recipient-import/batch-errors.ts';
import type { Mapping } from '#shared/recipient-import/mapping.ts';
import { ADDED_STATE_HEADER, type GridColumn } from '#shared/recipient-import/state-column.ts';
import { formatNumber } from '#renderer/ui/format.ts';
import { ReviewGrid } from './review-grid.tsx';
import { EMPTY_FILTER_WORDS, FILTER_WORDS, filterRows, type ImportCounts, type RowFilter } from './row-status.ts';

interface Props {
  /** The grid's columns: the file's, then any the grid adds (State/province, Address line 2 and 3). */
  columns: GridColumn[];
  rows: string[][];
  mapping: Mapping;
  analysis: Analysis;
  counts: ImportCounts;
  excluded: ReadonlySet<number>;
  choice: DuplicateChoice;
  filter: RowFilter;
  serverErrors: readonly PlacedError[];
  /** Said beside the duplicates choice when updating cannot happen in this campaign. */
  upsertNote: string | undefined;
  /** Said when the campaign's recipients cannot be compared. */
  duplicatesScope: string;
  running: boolean;
  /** The import has finished: the counts say what went in, nothing can be changed. */
  done: boolean;
  onFilter(filter: RowFilter): void;
  onChoice(choice: DuplicateChoice): void;
  onFix(row: number, column: number, value: string): void;
  onToggle(row: number): void;
  actions: ReactNode;
}

const n = (value: number) => formatNumber(value);

/** Step 3: every row checked, problems fixed in place or rows left out, duplicates skipped or updated. */
export function ReviewStep(props: Props) {
  const { counts, filter, choice, analysis, excluded, serverErrors, rows } = props;
  const shown = filterRows(rows.length, analysis, excluded, choice, serverErrors, filter);
  const rowLevel = serverErrors.filter((e) => e.row === undefined);
  return (
    <div className="import-step" data-testid="import-review">
      <p className="import-summary" data-testid="import-summary">
        <strong>{n(counts.toSend)}</strong> of {n(counts.rows)} rows {props.done ? 'imported' : 'ready to import'} · <span className={counts.errors > 0 ? 'error' : undefined}>{n(counts.errors)} with errors</span> · <span className={counts.warnings > 0 ? 'warning' : undefined}>{n(counts.warnings)} with warnings</span> · {n(counts.duplicates)} duplicates · {n(counts.excluded)} left out by you
      </p>
      {rowLevel.length > 0 && (
        <ul className="mapping-problems" data-testid="import-server-errors">
          {rowLevel.map((e, i) => (
            <li key={i} className="error">{e.label ? `${e.label}: ` : ''}{e.message}</li>
          ))}
        </ul>
      )}
      {!props.done && (
      <fieldset className="fieldset import-duplicates">
        <legend>Duplicates (same external ID, or same name and address)</legend>
        <label>
          <input type="radio" name="duplicates" checked={choice === 'skip'} disabled={props.running} onChange={() => props.onChoice('skip')} data-testid="duplicates-skip" /> Skip them: keep the first row
        </label>
        <label>
          <input type="radio" name="duplicates" checked={choice === 'update'} disabled={props.running} onChange={() => props.onChoice('update')} data-testid="duplicates-update" /> Update: keep the last row, and send recipients already in the campaign so the API updates them by external ID
        </label>
        <p className="hint">
          {props.duplicatesScope}
          {choice === 'update' && props.upsertNote && <span className="warning"> {props.upsertNote}</span>}
        </p>
      </fieldset>
      )}
      <AddedColumnsNote columns={props.columns} />
      <div className="import-filters" role="radiogroup" aria-label="Show">
        {(Object.keys(FILTER_WORDS) as RowFilter[]).map((f) => (
          <button type="button" key={f} role="radio" aria-checked={filter === f} className={filter === f ? 'chip chip--on' : 'chip'} onClick={() => props.onFilter(f)} data-testid={`filter-${f}`}>
            {FILTER_WORDS[f]}
          </button>
        ))}
        <span className="hint">{n(shown.length)} shown</span>
      </div>
      {shown.length === 0 ? (
        <p className="hint import-empty" data-testid="review-empty">{EMPTY_FILTER_WORDS[filter]}</p>
      ) : (
        <ReviewGrid {...props} shown={shown} readOnly={props.running || props.done} />
      )}
      <div className="import-actions">{props.actions}</div>
    </div>
  );
}

/** Why the grid added columns the file has not got, one sentence each. */
function AddedColumnsNote({ columns }: { columns: readonly GridColumn[] }) {
  const added = columns.filter((c) => c.added).map((c) => c.header);
  if (added.length === 0) return null;
  const state = added.includes(ADDED_STATE_HEADER);
  const lines = added.filter((h) => h !== ADDED_STATE_HEADER);
  return (
    <p className="hint import-added" data-testid="import-added-columns">
      {state && (
        <>
          <strong>{ADDED_STATE_HEADER}</strong> is not a column of the file: it is added at the end of the grid because some rows go to a country whose post needs a state or province (the United States, Canada, Australia). Type it in; a name is kept as its code (Ontario as ON).{' '}
        </>
      )}
      {lines.length > 0 && (
        <>
          <strong>{lines.join(' and ')}</strong> {lines.length > 1 ? 'are not columns' : 'is not a column'} of the file: added at the end of the grid because some rows have a first address line over 30 characters. Move the flat, floor or building there (press Enter on a cell to edit it).
        </>
      )}
    </p>
  );
}
