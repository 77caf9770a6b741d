import type { ImportProgress } from './use-batch-import.ts';

const number = (n: number) => n.toLocaleString();

/** Rows sent of the total, the rate, and Cancel, which stops once the batch on its way has been answered. */
export function ImportProgressBar({ progress, onCancel }: { progress: ImportProgress; onCancel: () => void }) {
  const percent = progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0;
  return (
    <div className="import-progress" data-testid="import-progress">
      <div className="import-progress__bar" role="progressbar" aria-label="Recipients sent" aria-valuemin={0} aria-valuemax={progress.total} aria-valuenow={progress.sent}>
        <div style={{ width: `${percent}%` }} />
      </div>
      <div className="row">
        <span data-testid="import-progress-text">
          {number(progress.sent)} of {number(progress.total)} recipients sent{progress.rate > 0 && ` · ${number(Math.round(progress.rate))} a second`}
        </span>
        <button type="button" className="btn" onClick={onCancel} disabled={progress.stopping} title={progress.stopping ? 'Stopping once the batch on its way is stored' : undefined} data-testid="import-cancel">
          {progress.stopping ? 'Stopping after this batch…' : 'Cancel'}
        </button>
      </div>
    </div>
  );
}
