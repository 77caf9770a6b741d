import type { RecipientImport } from '#shared/contract/imports.ts';
import type { ImportJournal } from '#shared/recipient-import/journal.ts';
import { formatCount, formatDateTime, formatNumber } from '#renderer/ui/format.ts';
import type { SheetSummary } from '#shared/recipient-import/parse-csv.ts';
import { FileDropZone } from '#renderer/ui/drop-zone.tsx';

const SPREADSHEETS = ['.csv', 'text/csv', '.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** Step 1: choose a CSV or XLSX file; an import cut short is offered for resuming first. */
export function FileStep({
  journal,
  server,
  resuming,
  onFile,
  onResume,
  onDiscard,
}: {
  journal: ImportJournal | undefined;
  /** The campaign's newest import on the server: how far the journal's import got, when it is that one. */
  server: RecipientImport | undefined;
  resuming: boolean;
  onFile: (file: File) => void;
  onResume: () => void;
  onDiscard: () => void;
}) {
  const sheet = journal?.fingerprint.sheet;
  const own = journal && server && server.fingerprint === JSON.stringify(journal.fingerprint) ? server : undefined;
  const stored = own?.rows_stored ?? journal?.rowsSent ?? 0;
  return (
    <div className="import-step">
      {journal && !resuming && own?.status !== 'done' && (
        <div className="import-resume" role="status" data-testid="import-resume">
          <span>
            An import of <strong>{journal.fingerprint.name}</strong>
            {sheet !== undefined && <> (sheet “{sheet}”)</>} stopped after {formatNumber(stored)} recipients{own ? ` of ${formatNumber(own.rows_total)}` : ''} ({formatDateTime(own?.updated_at ?? journal.updatedAt)}). Importing another file or sheet instead forgets it.
          </span>
          <button type="button" className="btn btn--primary" onClick={onResume} data-testid="import-resume-button">
            Resume
          </button>
          <button type="button" className="btn" onClick={onDiscard} data-testid="import-discard">
            Forget it
          </button>
        </div>
      )}
      <FileDropZone
        label={resuming && journal ? `Drop ${journal.fingerprint.name} here again to send the rest${sheet !== undefined ? ` of its sheet “${sheet}”` : ''}` : 'Add recipients from a CSV or Excel file'}
        help="Drop the file here, or choose it. The first row names the columns; the next step matches them to the address fields."
        chooseText="Choose a file"
        accept={SPREADSHEETS}
        acceptWords="a CSV or Excel (.xlsx) file"
        onFiles={([file]) => file && onFile(file)}
        testId="csv-file"
      />
    </div>
  );
}

const rowWords = (rows: number) => formatCount(rows, 'row', 'rows');

/** The headers of a sheet, shortened, so that the marketer recognises it. */
function headerHint(headers: readonly string[]): string {
  const named = headers.filter((h) => h !== '');
  if (named.length === 0) return 'No header row';
  const shown = named.slice(0, 5).join(', ');
  return named.length > 5 ? `${shown} and ${named.length - 5} more` : shown;
}

/**
 * Step 1, for a workbook with several sheets: which sheet holds the recipients. The
 * sheets in the workbook's order with their rows; empty ones cannot be chosen.
 */
export function SheetStep({ fileName, sheets, picked, busy, onPick, onUse, onAnotherFile }: { fileName: string; sheets: readonly SheetSummary[]; picked: string; busy: boolean; onPick: (name: string) => void; onUse: () => void; onAnotherFile: () => void }) {
  const chosen = sheets.find((s) => s.name === picked);
  return (
    <div className="import-step" data-testid="import-sheets">
      <p className="import-sheets-question">
        <strong>{fileName}</strong> has {formatCount(sheets.length, 'sheet', 'sheets')}. Which one holds the recipients?
      </p>
      <div className="sheet-choices" role="radiogroup" aria-label={`Sheets of ${fileName}`}>
        {sheets.map((sheet) => {
          const empty = sheet.rows === 0;
          return (
            <label key={sheet.name} className={`sheet-choice${sheet.name === picked ? ' sheet-choice--on' : ''}${empty ? ' sheet-choice--empty' : ''}`} title={empty ? 'This sheet has no rows under a header row' : undefined} data-testid="sheet-choice">
              <input type="radio" name="import-sheet" value={sheet.name} checked={sheet.name === picked} disabled={empty || busy} onChange={() => onPick(sheet.name)} />
              <span className="sheet-choice__name">{sheet.name}</span>
              <span className="sheet-choice__rows">{empty ? 'Empty: no rows under a header row' : rowWords(sheet.rows)}</span>
              <span className="sheet-choice__headers hint">{empty ? '' : headerHint(sheet.headers)}</span>
            </label>
          );
        })}
      </div>
      <div className="import-actions">
        <button type="button" className="btn" onClick={onAnotherFile} disabled={busy}>
          Choose another file
        </button>
        <button type="button" className="btn btn--primary" onClick={onUse} disabled={busy || !chosen || chosen.rows === 0} title={busy ? 'Reading the sheet…' : undefined} data-testid="sheet-next">
          {busy ? 'Reading the sheet…' : chosen ? `Use “${chosen.name}”: ${rowWords(chosen.rows)}` : 'Choose a sheet'}
        </button>
      </div>
    </div>
  );
}
