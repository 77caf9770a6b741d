import type { Db } from '#core/db/connection.ts';
import { getSetting } from '#core/db/settings-repo.ts';
import { timesOutOfRange } from '#core/db/state-file-repo.ts';
import { CLOCK_OFFSET_SETTING, clockOffsetProblem, LATEST_SANDBOX_TIME_MS } from '../sandbox-clock.ts';

/** The earliest stored time a timestamp of the spec's form (four-digit year) can show. */
const EARLIEST_TIME_MS = Date.parse('0000-01-01T00:00:00Z');

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 60) ?? String(value);

/**
 * What an imported state holds that its own routes would have refused: the sandbox clock's offset
 * (the same rule as POST /_sandbox/clock/advance) and every stored time (a Date the API can write).
 * One line per problem; none means the values may go live.
 */
export function importedValueProblems(db: Db, realNowMs: number, columns: ReadonlyMap<string, readonly string[]>): string[] {
  const problems: string[] = [];
  const offset = getSetting(db, CLOCK_OFFSET_SETTING);
  const clockProblem = offset === undefined ? undefined : clockOffsetProblem(offset, realNowMs);
  if (clockProblem) problems.push(`its setting ${clockProblem}`);
  for (const bad of timesOutOfRange(db, columns, EARLIEST_TIME_MS, LATEST_SANDBOX_TIME_MS)) {
    problems.push(`its ${bad.table}.${bad.column} holds ${shown(bad.value)}, not a time between 0000-01-01 and 9999-12-31`);
  }
  return problems;
}
