import { escapeHtml } from '#shared/html-text.ts';

/** Address lines (as #shared/address/format-address.ts writes them) as simple HTML for the handwriting layout. */
export function linesHtml(lines: readonly string[]): string {
  return lines
    .filter((line) => line.trim() !== '')
    .map(escapeHtml)
    .join('<br>');
}
