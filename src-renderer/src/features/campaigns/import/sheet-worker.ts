// The import's heavy work, off the UI thread: reading the file (CSV streamed
// through Papa Parse, XLSX through read-excel-file) and checking every row. It
// keeps its own copy of the rows so that a re-check only needs the mapping and
// the fixes made since.
import { readSheet } from 'read-excel-file/web-worker';
import { analyseRows } from '../../../../../src-shared/recipient-import/analyse.ts';
import { parseCsv, type Sheet, sheetFromCells } from '../../../../../src-shared/recipient-import/parse-csv.ts';
import { type FromWorker, isSpreadsheet, type ToWorker } from './worker-protocol.ts';

let rows: string[][] = [];
const reply = (message: FromWorker) => postMessage(message);

async function read(file: File): Promise<Sheet> {
  if (!isSpreadsheet(file)) return parseCsv(file, (count, bytes) => reply({ type: 'progress', rows: count, bytes }));
  const cells = await readSheet(file); // the first sheet
  return sheetFromCells(cells);
}

onmessage = async (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  try {
    if (message.type === 'read') {
      const sheet = await read(message.file);
      rows = sheet.rows;
      reply({ type: 'sheet', headers: sheet.headers, rows: sheet.rows });
    } else {
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
