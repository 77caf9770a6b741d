import { formatCount, formatNumber } from '#renderer/ui/format.ts';
import { ImportProgressBar } from './import-progress.tsx';
import type { ImportCounts } from './row-status.ts';
import { type ProgressSource, useImportProgress } from './use-batch-import.ts';

/** The columns step's buttons: another file, another sheet of a workbook, and on to the check (with the mapping's first problem). */
export function MappingActions(p: { rows: number; sheets: number; problem?: string; onAnotherFile(): void; onAnotherSheet(): void; onNext(): void }) {
  return (
    <>
      <button type="button" className="btn" onClick={p.onAnotherFile}>
        Choose another file
      </button>
      {p.sheets > 1 && (
        <button type="button" className="btn" onClick={p.onAnotherSheet} data-testid="mapping-other-sheet">
          Choose another sheet
        </button>
      )}
      <button type="button" className="btn btn--primary" onClick={p.onNext} disabled={p.problem !== undefined} title={p.problem} data-testid="mapping-next">
        Check {formatCount(p.rows, 'row', 'rows')}
      </button>
    </>
  );
}

interface ReviewProps {
  counts: ImportCounts;
  /** The batches' progress while an import runs (read here, so a batch re-renders the buttons, not the step). */
  progress: ProgressSource;
  running: boolean;
  finished: boolean;
  /** Batches of this file were stored already: the import continues rather than starts. */
  started: boolean;
  toGo: number;
  hasServerErrors: boolean;
  /** This file's import has a journal that can be forgotten. */
  canForget: boolean;
  /** Why the import cannot start, or undefined when it can. */
  whyNoImport?: string;
  onCancel(): void;
  onSaveRejected(): void;
  onAnotherFile(): void;
  onBackToColumns(): void;
  onForget(): void;
  onImport(): void;
}

/** The check step's buttons: progress and Cancel while it runs, what to do next once done, else import (or continue) with the reason it cannot. */
export function ReviewActions(p: ReviewProps) {
  const progress = useImportProgress(p.progress);
  if (p.running && progress) return <ImportProgressBar progress={progress} onCancel={p.onCancel} />;
  if (p.finished) {
    return (
      <>
        <button type="button" className="btn" onClick={p.onSaveRejected} data-testid="save-rejected">
          Save rejected rows
        </button>
        <button type="button" className="btn btn--primary" onClick={p.onAnotherFile} data-testid="import-another">
          Import another file
        </button>
      </>
    );
  }
  const { counts, whyNoImport } = p;
  return (
    <>
      {!p.started && (
        <>
          <button type="button" className="btn" onClick={p.onAnotherFile} disabled={p.running}>
            Choose another file
          </button>
          <button type="button" className="btn" onClick={p.onBackToColumns} disabled={p.running}>
            Back to columns
          </button>
        </>
      )}
      <button type="button" className="btn" onClick={p.onSaveRejected} disabled={counts.toSend === counts.rows && !p.hasServerErrors} title={counts.toSend === counts.rows ? 'Every row is going in' : undefined} data-testid="save-rejected">
        Save rejected rows
      </button>
      {p.canForget && (
        <button type="button" className="btn" onClick={p.onForget} data-testid="import-forget">
          Forget this import
        </button>
      )}
      <button type="button" className="btn btn--primary" onClick={p.onImport} disabled={whyNoImport !== undefined} title={whyNoImport} data-testid="import-recipients">
        {p.started ? `Continue: ${formatCount(p.toGo, 'recipient', 'recipients')} to go` : `Import ${formatNumber(counts.toSend)} of ${formatCount(counts.rows, 'recipient', 'recipients')}`}
      </button>
      {whyNoImport && <span className="hint">{whyNoImport.endsWith('…') ? whyNoImport : `${whyNoImport}.`}</span>}
    </>
  );
}
