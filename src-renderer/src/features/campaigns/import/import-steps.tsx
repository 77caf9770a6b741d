import { formatCount, formatNumber } from '#renderer/ui/format.ts';

export type Step = 'choose' | 'reading' | 'sheet' | 'mapping' | 'review';

const STEP_WORDS: [Step, string][] = [['choose', 'File'], ['mapping', 'Columns'], ['review', 'Check and import']];

/** The three steps, the current one marked (reading a file and picking its sheet are part of the first). */
export function ImportSteps({ step }: { step: Step }) {
  const current = step === 'reading' || step === 'sheet' ? 'choose' : step;
  return (
    <ol className="import-steps" aria-label="Import steps">
      {STEP_WORDS.map(([s, words], i) => (
        <li key={s} aria-current={current === s ? 'step' : undefined}>
          {i + 1}. {words}
        </li>
      ))}
    </ol>
  );
}

/** The file being read, with the rows read so far. */
export function ReadingStatus({ fileName, rows }: { fileName: string; rows: number | undefined }) {
  return (
    <div className="import-step" role="status" data-testid="import-reading">
      <div className="skeleton" style={{ height: 44 }} />
      Reading {fileName}…{rows !== undefined && ` ${formatCount(rows, 'row', 'rows')} so far`}
    </div>
  );
}

/** The rows being checked, or the campaign's recipients being read to find duplicates first. */
export function CheckingStatus({ rows, reading }: { rows: number; reading: { read: number; total: number } | undefined }) {
  return (
    <div className="import-step" role="status" data-testid="import-checking">
      <div className="skeleton" style={{ height: 120 }} />
      {reading ? `Reading the campaign's recipients to find duplicates… ${formatNumber(reading.read)} of ${formatNumber(reading.total)}` : `Checking ${formatCount(rows, 'row', 'rows')}…`}
    </div>
  );
}
