import type { ZodError, ZodTypeAny } from 'zod';
import { requestLogSettingsPatchSchema } from '#shared/schemas/request-log.ts';
import { createFaultSchema } from '#shared/schemas/sandbox-console.ts';
import type { Db } from '#core/db/connection.ts';
import { listFaults } from '#core/db/faults-repo.ts';
import { getSetting } from '#core/db/settings-repo.ts';
import { timesOutOfRange } from '#core/db/state-file-repo.ts';
import { REQUEST_LOG_SETTING } from '../request-log/recorder.ts';
import { CLOCK_OFFSET_SETTING, clockOffsetProblem, LATEST_SANDBOX_TIME_MS } from '../sandbox-clock.ts';

/** The earliest stored time a timestamp of the spec's form (four-digit year) can show. */
const EARLIEST_TIME_MS = Date.parse('0000-01-01T00:00:00Z');

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 60) ?? String(value);
const issues = (error: ZodError) => error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');

/** Why `value` breaks the rules of the route that sets it (`what` and `route` name both), or undefined. */
function ruleProblem(schema: ZodTypeAny, value: unknown, what: string, route: string): string | undefined {
  const checked = schema.safeParse(value);
  return checked.success ? undefined : `its ${what} breaks the rules of ${route} (${issues(checked.error)})`;
}

function requestLogProblem(db: Db): string | undefined {
  const stored = getSetting(db, REQUEST_LOG_SETTING);
  if (stored === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return `its setting ${REQUEST_LOG_SETTING} (${shown(stored)}) is not JSON`;
  }
  return ruleProblem(requestLogSettingsPatchSchema, value, `setting ${REQUEST_LOG_SETTING}`, 'PATCH /_sandbox/request-log/settings');
}

/** Each fault as POST /_sandbox/faults would have been asked for it. */
function faultProblems(db: Db): string[] {
  return listFaults(db).flatMap((row) => {
    const asked = { kind: row.kind, route: row.route, teamId: row.team_id ?? undefined, status: row.status ?? undefined, retryAfterSeconds: row.retry_after_seconds ?? undefined, delayMs: row.delay_ms ?? undefined, count: row.remaining ?? undefined, share: row.share ?? undefined };
    return ruleProblem(createFaultSchema, asked, `fault ${row.id}`, 'POST /_sandbox/faults') ?? [];
  });
}

/**
 * What an imported state holds that its own routes would have refused: the sandbox clock's offset
 * (the same rule as POST /_sandbox/clock/advance), every stored time (a Date the API can write), the
 * request log's settings and every fault (their routes' own schemas). One line per problem; none
 * means the values may go live.
 */
export function importedValueProblems(db: Db, realNowMs: number, columns: ReadonlyMap<string, readonly string[]>): string[] {
  const problems: string[] = [];
  const offset = getSetting(db, CLOCK_OFFSET_SETTING);
  const clockProblem = offset === undefined ? undefined : clockOffsetProblem(offset, realNowMs);
  if (clockProblem) problems.push(`its setting ${clockProblem}`);
  const logProblem = requestLogProblem(db);
  if (logProblem) problems.push(logProblem);
  problems.push(...faultProblems(db));
  for (const bad of timesOutOfRange(db, columns, EARLIEST_TIME_MS, LATEST_SANDBOX_TIME_MS)) {
    problems.push(`its ${bad.table}.${bad.column} holds ${shown(bad.value)}, not a time between 0000-01-01 and 9999-12-31`);
  }
  return problems;
}
