// The import's heavy work, off the UI thread: reading the file (CSV streamed
// through Papa Parse, XLSX through read-excel-file once its size, rows and cells
// are within WORKBOOK_LIMITS) and checking every row. It
// keeps its own copy of the rows so that a re-check only needs the mapping and
// the fixes made since.
import { analyseRows } from '#shared/recipient-import/analyse.ts';
import { defaultSheet, parseCsv, type SheetSummary, sheetFromCells, summariseWorkbook } from '#shared/recipient-import/parse-csv.ts';
import { readWorkbook } from '#shared/recipient-import/read-workbook.ts';
import { type FromWorker, isSpreadsheet, type ToWorker } from './worker-protocol.ts';

let rows: string[][] = [];
/** Every sheet of the workbook last read, as read-excel-file gave them (a choice of sheet is turned into rows afresh, so fixes made to another never leak into it). */
let workbook: Awaited<ReturnType<typeof readWorkbook>> | undefined;
let summaries: SheetSummary[] = [];
const reply = (message: FromWorker) => postMessage(message);

/** The workbook's sheet as rows, with every sheet for the file step to offer. */
function replySheet(name: string): void {
  const chosen = workbook?.find((s) => s.sheet === name);
  if (!workbook || !chosen) throw new Error(`The workbook has no sheet named “${name}”`);
  const sheet = sheetFromCells(chosen.data);
  rows = sheet.rows;
  reply({ type: 'sheet', headers: sheet.headers, rows: sheet.rows, sheets: summaries, sheet: name });
}

async function read(file: File, preferred: string | undefined): Promise<void> {
  if (!isSpreadsheet(file)) {
    workbook = undefined;
    const sheet = await parseCsv(file, (count, bytes) => reply({ type: 'progress', rows: count, bytes }));
    rows = sheet.rows;
    reply({ type: 'sheet', headers: sheet.headers, rows: sheet.rows });
    return;
  }
  // Every sheet at once: the file is unzipped once, the row counts come with it, and choosing another sheet is instant.
  workbook = await readWorkbook(file);
  summaries = summariseWorkbook(workbook);
  const names = summaries.map((s) => s.name);
  replySheet(preferred !== undefined && names.includes(preferred) ? preferred : (defaultSheet(summaries) ?? ''));
}

onmessage = async (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  try {
    if (message.type === 'read') await read(message.file, message.sheet);
    else if (message.type === 'choose-sheet') replySheet(message.sheet);
    else {
      for (const [row, column, value] of message.fixes) {
        const cells = rows[row];
        if (cells) cells[column] = value;
      }
      const analysis = analyseRows(rows, message.mapping, message.choice, message.existing);
      reply({ type: 'analysis', id: message.id, issues: analysis.issues, duplicates: [...analysis.duplicates] });
    }
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
