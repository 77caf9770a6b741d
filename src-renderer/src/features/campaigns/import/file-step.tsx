import type { ImportJournal } from '../../../../../src-shared/recipient-import/journal.ts';

/** Step 1: choose a CSV or XLSX file; an import cut short is offered for resuming first. */
export function FileStep({ journal, resuming, onFile, onResume, onDiscard }: { journal: ImportJournal | undefined; resuming: boolean; onFile: (file: File) => void; onResume: () => void; onDiscard: () => void }) {
  return (
    <div className="import-step">
      {journal && !resuming && (
        <div className="import-resume" role="status" data-testid="import-resume">
          <span>
            An import of <strong>{journal.fingerprint.name}</strong> stopped after {journal.rowsSent.toLocaleString()} recipients ({new Date(journal.updatedAt).toLocaleString()}). Importing another file instead forgets it.
          </span>
          <button type="button" className="btn btn--primary" onClick={onResume} data-testid="import-resume-button">
            Resume
          </button>
          <button type="button" className="btn" onClick={onDiscard} data-testid="import-discard">
            Forget it
          </button>
        </div>
      )}
      <label className="import-file">
        {resuming && journal ? `Choose ${journal.fingerprint.name} again to send the rest` : 'Add recipients from a CSV or Excel (.xlsx) file'}
        <input
          type="file"
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          data-testid="csv-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = ''; // choosing the same file again still reads it
            if (file) onFile(file);
          }}
        />
      </label>
    </div>
  );
}
