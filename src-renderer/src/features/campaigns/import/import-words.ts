import type { RecipientImport } from '#shared/contract/imports.ts';
import { formatCount, formatNumber } from '#renderer/ui/format.ts';

/** "about 5 s left", "about 3 min left"; nothing before there is a rate. */
export function timeLeftWords(seconds: number | undefined | null, locale?: string): string | undefined {
  if (seconds === undefined || seconds === null) return undefined;
  if (seconds < 1) return 'almost done';
  if (seconds < 90) return `about ${formatNumber(Math.ceil(seconds), locale)} s left`;
  return `about ${formatNumber(Math.round(seconds / 60), locale)} min left`;
}

/** "53,000 of 100,000 recipients stored · 9,121 a second · about 5 s left". */
export function progressWords(progress: { sent: number; total: number; rate: number; secondsRemaining?: number | null }, locale?: string): string {
  const parts = [`${formatNumber(progress.sent, locale)} of ${formatCount(progress.total, 'recipient', 'recipients', locale)} stored`];
  if (progress.rate > 0) parts.push(`${formatNumber(Math.round(progress.rate), locale)} a second`);
  const left = timeLeftWords(progress.secondsRemaining, locale);
  if (left && progress.rate > 0) parts.push(left);
  return parts.join(' · ');
}

/** An import as the server has it, in one sentence, for a view that did not start it (or came back to it). */
export function serverImportWords(imported: RecipientImport, locale?: string): string {
  const file = imported.sheet === null ? imported.file_name : `${imported.file_name} (sheet “${imported.sheet}”)`;
  const stored = `${formatNumber(imported.rows_stored, locale)} of ${formatCount(imported.rows_total, 'recipient', 'recipients', locale)}`;
  switch (imported.status) {
    case 'running':
      return `Importing ${file}: ${progressWords({ sent: imported.rows_stored, total: imported.rows_total, rate: imported.rows_per_second ?? 0, secondsRemaining: imported.seconds_remaining }, locale)}.`;
    case 'stopped':
      return `The import of ${file} stopped after ${stored}: no batch came for 30 s (the app that sent it was closed).`;
    case 'cancelled':
      return `The import of ${file} was cancelled after ${stored}.`;
    case 'failed':
      return `The import of ${file} stopped after ${stored}: ${imported.last_error ?? 'the server refused a batch'}.`;
    case 'done':
      return `Imported ${formatCount(imported.rows_stored, 'recipient', 'recipients', locale)} from ${file}.`;
  }
}
