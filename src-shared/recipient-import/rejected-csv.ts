import { safeCsv } from '#shared/safe-csv.ts';
import { lineOf } from './analyse.ts';

/**
 * The rows left out of an import as a CSV: the file's own columns, then its line and the
 * reason. It starts with a UTF-8 byte-order mark, without which Excel reads the file in the
 * system's code page and garbles every accent (Zoë, Müller, São Paulo).
 */
export function rejectedRowsCsv(headers: readonly string[], rows: readonly (readonly string[])[], rejected: readonly { row: number; reason: string }[]): string {
  return '\uFEFF' + safeCsv(
    [...headers, 'Line', 'Reason'],
    rejected.map(({ row, reason }) => [...headers.map((_, c) => rows[row]?.[c] ?? ''), String(lineOf(row)), reason]),
  );
}
