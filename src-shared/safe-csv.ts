import Papa from 'papaparse';

/**
 * A cell that a spreadsheet would run as a formula (OWASP's CSV injection guidance: one that
 * starts with =, +, -, @, a tab or a carriage return). Papa Parse's own `escapeFormulae: true`
 * tests `^[=+\-@\t\r].*$`, which misses such a cell when a line break follows.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Rows as CSV text that a spreadsheet opens as data: every formula-starting cell gets a leading
 * single quote (and is quoted), so `=HYPERLINK(…)` shows as text instead of running. Every CSV
 * the app writes goes through here.
 */
export function safeCsv(fields: readonly string[], data: readonly (readonly string[])[]): string {
  return Papa.unparse({ fields: [...fields], data: data.map((row) => [...row]) }, { escapeFormulae: FORMULA_START });
}
