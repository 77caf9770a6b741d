import { useRef, useState } from 'react';
import type { Campaign } from '#shared/contract/campaigns.ts';
import { type Analysis, type DuplicateChoice, rowsToSend } from '#shared/recipient-import/analyse.ts';
import { type PlacedError, placeBatchErrors } from '#shared/recipient-import/batch-errors.ts';
import { checkRecipient } from '#shared/recipient-import/checks.ts';
import { fingerprintMismatch, fingerprintOf } from '#shared/recipient-import/fingerprint.ts';
import { clearJournal, type ImportJournal, journalFixList, loadJournal, remainingRows, saveJournal, startingJournal } from '#shared/recipient-import/journal.ts';
import { mapRow } from '#shared/recipient-import/map-row.ts';
import { type Mapping, mappingProblems } from '#shared/recipient-import/mapping.ts';
import type { Sheet, SheetSummary } from '#shared/recipient-import/parse-csv.ts';
import { rejectedRowsCsv } from '#shared/recipient-import/rejected-csv.ts';
import type { RecipientField } from '#shared/recipient-import/fields.ts';
import { checkColumns, checkMapping, fixedValue, rejectedSheet } from '#shared/recipient-import/state-column.ts';
import { useConnection } from '#renderer/stores/connection-store.ts';
import { downloadFile } from '#renderer/ui/download.ts';
import { formatCount, formatNumber } from '#renderer/ui/format.ts';
import { FileStep, SheetStep } from './file-step.tsx';
import { ServerImportStatus } from './import-progress.tsx';
import { CheckingStatus, ImportSteps, ReadingStatus, type Step } from './import-steps.tsx';
import { MappingStep } from './mapping-step.tsx';
import { initialMapping, rememberMapping } from './remembered-mapping.ts';
import { MappingActions, ReviewActions } from './step-actions.tsx';
import { ReviewStep } from './review-step.tsx';
import { duplicatesScope, importCounts, rejectedRows, type RowFilter } from './row-status.ts';
import { useBatchImport } from './use-batch-import.ts';
import { useExistingRecipients } from './use-existing-recipients.ts';
import { useServerImport } from './use-server-import.ts';
import { type ReadSheet, useSheetWorker } from './use-sheet-worker.ts';
import type { CellFix } from './worker-protocol.ts';
import './import.css';
import { useSandboxGetTeam } from '#renderer/api/sandbox.ts';

export interface ImportMessage {
  text: string;
  error: boolean;
}

/** "Importing recipients": file, column mapping, row checks, and the import in batches that can be cancelled and resumed. */
interface Props {
  campaign: Campaign;
  onMessage: (message: ImportMessage | undefined) => void;
  /** Told when an import starts and ends (checkout waits for it). */
  onRunning?: (running: boolean) => void;
}

export function RecipientImport(props: Props) {
  return <ImportFlow key={props.campaign.id} {...props} />;
}

function ImportFlow({ campaign, onMessage, onRunning }: Props) {
  const worker = useSheetWorker();
  const batches = useBatchImport();
  const teamId = useConnection((s) => s.config?.teamId);
  const team = useSandboxGetTeam({ params: { teamId: teamId ?? '' } }, { admin: true, enabled: Boolean(teamId) });
  const [step, setStep] = useState<Step>('choose');
  const [file, setFile] = useState<File>();
  const [sheet, setSheet] = useState<Sheet>();
  /** A workbook's sheets, the one the rows come from, and the one picked in the file step. */
  const [workbook, setWorkbook] = useState<SheetSummary[] | undefined>();
  const [sheetName, setSheetName] = useState<string | undefined>();
  const [picked, setPicked] = useState<string | undefined>();
  const [readingSheet, setReadingSheet] = useState(false);
  /** Whether the mapping shown was made for the rows read (going back to the sheets and keeping the same one keeps it). */
  const [mapped, setMapped] = useState(false);
  const [mapping, setMapping] = useState<Mapping>([]);
  const [remembered, setRemembered] = useState(false);
  const [choice, setChoice] = useState<DuplicateChoice>('skip');
  const [analysis, setAnalysis] = useState<Analysis>();
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  const [filter, setFilter] = useState<RowFilter>('all');
  const [serverErrors, setServerErrors] = useState<PlacedError[]>([]);
  const [journal, setJournal] = useState<ImportJournal | undefined>(() => loadJournal(localStorage, campaign.id));
  const [resuming, setResuming] = useState(false);
  const [running, setRunning] = useState(false);
  const [analysing, setAnalysing] = useState(false);
  const existing = useExistingRecipients(campaign.id, campaign.metrics.total);
  const [finished, setFinished] = useState(false);
  const fixes = useRef<Record<number, Record<number, string>>>({});
  const unsentFixes = useRef<CellFix[]>([]);
  const latest = useRef(0);
  /** The columns the grid added for the rows read: they stay while those rows are checked (state-column.ts). */
  const shownColumns = useRef(new Set<RecipientField>());
  // The campaign's imports as the server has them: one this view did not start (the page was left during it) shows as it stands.
  const { newest, elsewhere, cancel: cancelImport } = useServerImport(campaign.id, batches.mine);
  /** The mapping the grid and the import use: the file's, with the columns the grid adds when a row needs them (state-column.ts). */
  const gridMapping = sheet ? checkMapping(sheet.rows, mapping, sheet.headers.length, shownColumns.current) : mapping;
  for (const target of sheet ? gridMapping.slice(sheet.headers.length) : []) if (target.kind === 'field') shownColumns.current.add(target.field);

  /** Checks every row through the file's mapping (with the grid's added columns for these rows). */
  const analyse = async (rows: readonly (readonly string[])[], fileMapping: Mapping, nextChoice: DuplicateChoice) => {
    const id = ++latest.current;
    setAnalysing(true);
    try {
      const nextMapping = checkMapping(rows, fileMapping, sheet?.headers.length ?? fileMapping.length, shownColumns.current);
      const known = await existing.load();
      const result = await worker.analyse(nextMapping, nextChoice, unsentFixes.current.splice(0), known);
      if (id === latest.current) setAnalysis(result);
    } catch (error) {
      onMessage({ text: `The rows could not be checked: ${(error as Error).message}`, error: true });
    } finally {
      if (id === latest.current) setAnalysing(false);
    }
  };

  /** Forgets what was checked, fixed and left out in the rows read (another file, or another sheet of it). */
  const forgetRows = () => {
    setFinished(false);
    setAnalysis(undefined);
    setServerErrors([]);
    setExcluded(new Set());
    setFilter('all');
    setMapped(false);
    fixes.current = {};
    unsentFixes.current = [];
    shownColumns.current = new Set();
  };

  const reset = () => {
    setStep('choose');
    setSheet(undefined);
    setWorkbook(undefined);
    setSheetName(undefined);
    setPicked(undefined);
    forgetRows();
    // The campaign may have grown since: read its recipients again for the next file.
    existing.forget();
  };

  const chooseFile = async (chosen: File) => {
    onMessage(undefined);
    setStep('reading');
    setFile(chosen);
    // A resumed import reads the sheet it was started with.
    const resumeSheet = resuming ? journal?.fingerprint.sheet : undefined;
    let read: ReadSheet;
    try {
      read = await worker.read(chosen, resumeSheet);
    } catch (error) {
      onMessage({ text: `${chosen.name} could not be read: ${(error as Error).message}`, error: true });
      return reset();
    }
    setWorkbook(read.sheets);
    setSheetName(read.sheet);
    setPicked(read.sheet);
    if (resumeSheet !== undefined && read.sheets && read.sheet !== resumeSheet) {
      onMessage({ text: `${chosen.name} has no sheet “${resumeSheet}” any more, the sheet the import was started with. Choose the same file to resume, or forget that import.`, error: true });
      setResuming(false);
      return reset();
    }
    if (!resuming && read.sheets && read.sheets.length > 1) {
      if (read.sheets.every((s) => s.rows === 0)) {
        onMessage({ text: `None of the ${formatCount(read.sheets.length, 'sheet', 'sheets')} of ${chosen.name} has rows under a header row.`, error: true });
        return reset();
      }
      // Several sheets: the file step asks which one, the first with rows chosen.
      setSheet(read);
      setStep('sheet');
      return;
    }
    if (read.headers.length === 0 || read.rows.length === 0) {
      onMessage({ text: `${chosen.name}${read.sheet !== undefined && read.sheets && read.sheets.length > 1 ? `, sheet “${read.sheet}”,` : ''} has no rows under its header row.`, error: true });
      return reset();
    }
    if (resuming && journal) {
      const mismatch = fingerprintMismatch(journal.fingerprint, fingerprintOf(chosen, read.headers, read.sheet));
      if (mismatch) {
        onMessage({ text: `${mismatch}. Choose the same file to resume, or forget that import.`, error: true });
        setResuming(false);
        return reset();
      }
      // The journal's fixes, applied to this copy and to the worker's.
      for (const [row, column, value] of journalFixList(journal)) {
        const r = read.rows[row];
        if (r) r[column] = value;
        unsentFixes.current.push([row, column, value]);
      }
      fixes.current = structuredClone(journal.fixes);
      // The journal's mapping may carry the grid's State/province column: the file's own is the columns' part.
      const own = journal.mapping.slice(0, read.headers.length);
      setSheet(read);
      setMapping(own);
      setMapped(true);
      setExcluded(new Set(journal.excluded));
      setChoice(journal.choice);
      setStep('review');
      return analyse(read.rows, own, journal.choice);
    }
    toMapping(read);
  };

  const toMapping = (read: Sheet) => {
    const initial = initialMapping(read.headers);
    setSheet(read);
    setMapping(initial.mapping);
    setRemembered(initial.remembered);
    setMapped(true);
    setStep('mapping');
  };

  /** The sheet picked in the file step: its rows from the worker (unless they are the ones read already), then its columns. */
  const takeSheet = async () => {
    if (!sheet || picked === undefined) return;
    if (picked === sheetName) return mapped ? setStep('mapping') : toMapping(sheet);
    setReadingSheet(true);
    try {
      const read = await worker.chooseSheet(picked);
      // Another sheet: nothing checked, fixed or left out in the last one carries over.
      forgetRows();
      setSheetName(read.sheet);
      toMapping(read);
    } catch (error) {
      onMessage({ text: `The sheet “${picked}” could not be read: ${(error as Error).message}`, error: true });
    } finally {
      setReadingSheet(false);
    }
  };

  const toReview = () => {
    if (!sheet) return;
    rememberMapping(sheet.headers, mapping);
    setServerErrors([]);
    setStep('review');
    void analyse(sheet.rows, mapping, choice);
  };

  const fix = (row: number, column: number, value: string) => {
    if (!sheet || !analysis) return;
    const rows = sheet.rows.slice();
    const cells = (rows[row] ?? []).slice();
    const kept = fixedValue(cells, gridMapping, column, value);
    cells[column] = kept;
    rows[row] = cells;
    setSheet({ ...sheet, rows });
    fixes.current[row] = { ...fixes.current[row], [column]: kept };
    unsentFixes.current.push([row, column, kept]);
    // The row is re-checked at once here; duplicates across the file come back from the worker.
    setAnalysis({ ...analysis, issues: analysis.issues.with(row, checkRecipient(mapRow(cells, checkMapping(rows, mapping, sheet.headers.length, shownColumns.current)))) });
    setServerErrors((errors) => errors.filter((e) => e.row !== row));
    void analyse(rows, mapping, choice);
  };

  const toggle = (row: number) => {
    const next = new Set(excluded);
    if (!next.delete(row)) next.add(row);
    setExcluded(next);
  };

  const saveRejected = () => {
    if (!sheet || !analysis) return;
    const rejected = rejectedRows(sheet.rows.length, analysis, excluded, choice, serverErrors);
    const kept = rejectedSheet(sheet.headers, gridMapping, sheet.rows);
    downloadFile(`${(file?.name ?? 'recipients').replace(/\.(csv|xlsx)$/i, '')}-rejected.csv`, rejectedRowsCsv(kept.headers, kept.rows, rejected), 'text/csv');
  };

  const startImport = async () => {
    if (!sheet || !analysis || !file) return;
    onMessage(undefined);
    setServerErrors([]);
    const fingerprint = fingerprintOf(file, sheet.headers, sheetName);
    const start = startingJournal(journal, { campaignId: campaign.id, fingerprint, mapping: gridMapping, fixes: fixes.current, excluded: [...excluded], choice, updatedAt: new Date().toISOString() });
    saveJournal(localStorage, start);
    setJournal(start);
    setRunning(true);
    onRunning?.(true);
    try {
      const { result, journal: after, batches: sent, cancelledElsewhere: cancelled } = await batches.run(start, sheet.rows, rowsToSend(sheet.rows.length, analysis, excluded, choice));
      if (result.state === 'done') {
        clearJournal(localStorage, campaign.id);
        setJournal(undefined);
        setResuming(false);
        const left = sheet.rows.length - after.rowsSent;
        onMessage({ text: `Imported ${formatCount(after.rowsSent, 'recipient', 'recipients')} into ${campaign.name}.${left > 0 ? ` ${formatNumber(left)} ${left === 1 ? 'row was' : 'rows were'} left out: "Save rejected rows" downloads ${left === 1 ? 'it' : 'them'} with the reasons.` : ''}`, error: false });
        if (left === 0) return reset();
        setFinished(true);
        setFilter('left-out');
        return;
      }
      setJournal(after);
      if (result.state === 'cancelled') {
        const how = cancelled ? 'Cancelled in another view after' : 'Stopped after';
        onMessage({ text: `${how} ${formatCount(after.rowsSent, 'recipient', 'recipients')}; no batch was half-imported. Continue when you are ready.`, error: false });
      } else {
        const placed = placeBatchErrors(result.body, sent[result.next] ?? [], gridMapping);
        setServerErrors(placed);
        if (placed.some((e) => e.row !== undefined)) setFilter('errors');
        onMessage({ text: `The server refused a batch; ${formatCount(after.rowsSent, 'recipient', 'recipients')} ${after.rowsSent === 1 ? 'was' : 'were'} stored before it. ${placed.some((e) => e.row !== undefined) ? 'Fix the rows marked below and continue.' : placed.map((e) => e.message).join('; ')}`, error: true });
      }
    } catch (error) {
      onMessage({ text: `Import stopped: ${(error as Error).message}`, error: true });
    } finally {
      setRunning(false);
      onRunning?.(false);
    }
  };

  const forget = () => {
    clearJournal(localStorage, campaign.id);
    setJournal(undefined);
    setResuming(false);
    reset();
  };

  const counts = sheet && analysis ? importCounts(sheet.rows.length, analysis, excluded, choice) : undefined;
  const problems = mappingProblems(mapping);
  // The journal of this very file, if the import of it has begun (another file's journal is only offered for resuming).
  const ownJournal = journal && file && sheet && fingerprintMismatch(journal.fingerprint, fingerprintOf(file, sheet.headers, sheetName)) === undefined ? journal : undefined;
  const started = ownJournal !== undefined && ownJournal.rowsSent > 0;
  const toGo = ownJournal && started && sheet && analysis ? remainingRows(rowsToSend(sheet.rows.length, analysis, excluded, choice), ownJournal).length : 0;
  const whyNoImport = running ? 'An import is running' : analysing ? 'Checking the rows…' : problems.length > 0 ? problems[0] : counts?.toSend === 0 ? 'Nothing to import: every row has an error, repeats another or is left out' : undefined;
  const canUpsert = team.data?.externalIdUpsert === true && campaign.frequency === 'recurring' && campaign.status === 'ready';
  const upsertNote = canUpsert
    ? undefined
    : `This campaign cannot update recipients in place: the API updates by external ID only for teams with upsert enabled, in a ready recurring campaign. Rows already in the campaign would be added again.`;

  return (
    <div className="recipient-import" data-testid="recipient-import">
      <ImportSteps step={step} />
      {step === 'choose' && elsewhere && (
        <ServerImportStatus imported={elsewhere} cancelling={cancelImport.isPending} onCancel={() => cancelImport.mutate({ params: { importId: elsewhere.id }, body: { status: 'cancelled' } }, { onError: (e) => onMessage({ text: `The import could not be cancelled: ${e.message}`, error: true }) })} />
      )}
      {step === 'choose' && elsewhere?.status !== 'running' && (
        <FileStep journal={journal} server={newest} resuming={resuming} onFile={(f) => void chooseFile(f)} onResume={() => setResuming(true)} onDiscard={forget} />
      )}
      {step === 'reading' && (
        <ReadingStatus fileName={file?.name ?? ''} rows={worker.progress?.rows} />
      )}
      {step === 'sheet' && workbook && picked !== undefined && (
        <SheetStep fileName={file?.name ?? ''} sheets={workbook} picked={picked} busy={readingSheet} onPick={setPicked} onUse={() => void takeSheet()} onAnotherFile={reset} />
      )}
      {step === 'mapping' && sheet && (
        <MappingStep
          headers={sheet.headers}
          rows={sheet.rows}
          mapping={mapping}
          remembered={remembered}
          onChange={setMapping}
          actions={<MappingActions rows={sheet.rows.length} sheets={workbook?.length ?? 0} problem={problems[0]} onAnotherFile={reset} onAnotherSheet={() => setStep('sheet')} onNext={toReview} />}
        />
      )}
      {step === 'review' && sheet && !analysis && (
        <CheckingStatus rows={sheet.rows.length} reading={existing.reading} />
      )}
      {step === 'review' && sheet && analysis && counts && (
        <ReviewStep
          columns={checkColumns(sheet.headers, gridMapping)}
          rows={sheet.rows}
          mapping={gridMapping}
          analysis={analysis}
          counts={counts}
          excluded={excluded}
          choice={choice}
          filter={filter}
          serverErrors={serverErrors}
          upsertNote={upsertNote}
          duplicatesScope={duplicatesScope(existing.current(), campaign.metrics.total, existing.failed)}
          running={running}
          done={finished}
          onFilter={setFilter}
          onChoice={(c) => (setChoice(c), void analyse(sheet.rows, mapping, c))}
          onFix={fix}
          onToggle={toggle}
          actions={
            <ReviewActions
              counts={counts}
              progress={batches.progress}
              running={running}
              finished={finished}
              started={started}
              toGo={toGo}
              hasServerErrors={serverErrors.length > 0}
              canForget={ownJournal !== undefined}
              whyNoImport={whyNoImport}
              onCancel={batches.cancel}
              onSaveRejected={saveRejected}
              onAnotherFile={reset}
              onBackToColumns={() => setStep('mapping')}
              onForget={forget}
              onImport={() => void startImport()}
            />
          }
        />
      )}
    </div>
  );
}
