import { ProgressBar } from '#renderer/ui/progress.tsx';
import type { RecipientImport } from '#shared/contract/imports.ts';
import { progressWords, serverImportWords } from './import-words.ts';
import type { ImportProgress } from './use-batch-import.ts';

function Bar({ sent, total }: { sent: number; total: number }) {
  return <ProgressBar label="Recipients stored" value={sent} maxValue={Math.max(total, 1)} />;
}

/** Rows stored of the total, the rate and time left, and Cancel, which stops once the batch on its way has been answered. */
export function ImportProgressBar({ progress, onCancel }: { progress: ImportProgress; onCancel: () => void }) {
  return (
    <div className="import-progress" data-testid="import-progress">
      <Bar sent={progress.sent} total={progress.total} />
      <div className="row">
        <span data-testid="import-progress-text">{progressWords(progress)}</span>
        <button type="button" className="btn" onClick={onCancel} disabled={progress.stopping} title={progress.stopping ? 'Stopping once the batch on its way is stored' : undefined} data-testid="import-cancel">
          {progress.stopping ? 'Stopping after this batch…' : 'Cancel'}
        </button>
      </div>
    </div>
  );
}

/** An import this view did not start (the page was left and opened again, or another window runs it), as the server has it. */
export function ServerImportStatus({ imported, cancelling, onCancel }: { imported: RecipientImport; cancelling: boolean; onCancel: () => void }) {
  return (
    <div className="import-progress import-step" role="status" data-testid="server-import">
      {imported.status === 'running' && <Bar sent={imported.rows_stored} total={imported.rows_total} />}
      <div className="row">
        <span data-testid="server-import-text">{serverImportWords(imported)}</span>
        {imported.status === 'running' && (
          <button type="button" className="btn" onClick={onCancel} disabled={cancelling} title={cancelling ? 'Cancelling: the import stops after the batch on its way' : undefined} data-testid="server-import-cancel">
            {cancelling ? 'Cancelling…' : 'Cancel'}
          </button>
        )}
      </div>
    </div>
  );
}
