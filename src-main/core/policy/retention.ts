import { type Clock, nowIso } from '../base/clock.ts';
import type { Db } from '../db/connection.ts';
import { pruneIdempotencyKeys, pruneJobs, pruneQrScans, pruneUsageEvents, pruneWebhookDeliveries } from '../db/retention-repo.ts';
import type { Logger } from '../base/logger.ts';

/**
 * How long the log tables keep their rows: finished webhook deliveries (with their
 * attempts and events), finished render jobs, Smart QR scans and usage events.
 * A row goes when it is older than `days` or past the newest `maxRows` of its log,
 * so no log grows without bound however busy the server is.
 */
export const RETENTION_LOGS = ['webhook-deliveries', 'jobs', 'qr-scans', 'usage-events', 'idempotency-keys'] as const;
export type RetentionLog = (typeof RETENTION_LOGS)[number];
export interface RetentionLimit {
  days: number;
  maxRows: number;
}
export type RetentionPolicy = Record<RetentionLog, RetentionLimit>;

export const DEFAULT_RETENTION: RetentionPolicy = {
  'webhook-deliveries': { days: 30, maxRows: 10_000 },
  jobs: { days: 7, maxRows: 10_000 },
  'qr-scans': { days: 365, maxRows: 100_000 },
  'usage-events': { days: 400, maxRows: 1_000_000 },
  'idempotency-keys': { days: 1, maxRows: 100_000 },
};

/** Usage events feed the current and the previous 30-day billing cycle: never fewer days than these. */
const MIN_USAGE_DAYS = 62;
const DAY_MS = 86_400_000;

/**
 * `--retention <log>=<days>d/<rows>` (either part may be left out: `jobs=3d`,
 * `qr-scans=/50000`), applied over the defaults.
 */
export function parseRetention(specs: readonly string[]): Partial<RetentionPolicy> {
  const policy: Partial<RetentionPolicy> = {};
  for (const spec of specs) {
    const match = /^([a-z-]+)=(?:(\d+)d)?(?:\/(\d+))?$/.exec(spec);
    const log = match?.[1] as RetentionLog | undefined;
    if (!match || !log || !RETENTION_LOGS.includes(log) || (match[2] === undefined && match[3] === undefined)) {
      throw new Error(`--retention takes <log>=<days>d/<rows> with <log> one of ${RETENTION_LOGS.join(', ')} (e.g. webhook-deliveries=7d/5000), got '${spec}'`);
    }
    const limit = { ...(policy[log] ?? DEFAULT_RETENTION[log]) };
    if (match[2] !== undefined) limit.days = Number(match[2]);
    if (match[3] !== undefined) limit.maxRows = Number(match[3]);
    policy[log] = limit;
  }
  return policy;
}

export function retentionPolicy(overrides: Partial<RetentionPolicy> = {}): RetentionPolicy {
  const policy = { ...DEFAULT_RETENTION, ...overrides };
  policy['usage-events'] = { ...policy['usage-events'], days: Math.max(MIN_USAGE_DAYS, policy['usage-events'].days) };
  return policy;
}

const PRUNERS: Record<RetentionLog, (db: Db, before: string, keep: number, batch: number) => number> = {
  'webhook-deliveries': pruneWebhookDeliveries,
  jobs: pruneJobs,
  'qr-scans': pruneQrScans,
  'usage-events': pruneUsageEvents,
  'idempotency-keys': pruneIdempotencyKeys,
};

/** Deletes what the policy no longer keeps; answers the rows deleted per log. */
export function sweepLogs(db: Db, clock: Clock, policy: RetentionPolicy, batch = 2_000): Record<RetentionLog, number> {
  const removed = {} as Record<RetentionLog, number>;
  for (const log of RETENTION_LOGS) {
    const { days, maxRows } = policy[log];
    const before = nowIso({ nowMs: () => clock.nowMs() - days * DAY_MS });
    removed[log] = PRUNERS[log](db, before, maxRows, batch);
  }
  return removed;
}

export interface RetentionSweeper {
  start(): void;
  stop(): void;
  sweep(): Record<RetentionLog, number>;
}

/** Sweeps 10 s after start (not in the way of start-up) and then every `everyMs` (default hourly) while started. */
export function createRetentionSweeper(options: { db: Db; clock: Clock; logger: Logger; policy: RetentionPolicy; everyMs?: number }): RetentionSweeper {
  const { db, clock, logger, policy } = options;
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => {
    const removed = sweepLogs(db, clock, policy);
    const total = Object.values(removed).reduce((a, b) => a + b, 0);
    if (total > 0) logger.info(`Retention: removed ${Object.entries(removed).filter(([, n]) => n > 0).map(([log, n]) => `${n} ${log}`).join(', ')}`);
    return removed;
  };
  const safeSweep = () => {
    try {
      if (db.open) sweep();
    } catch (error) {
      logger.error('Retention sweep failed', error);
    }
  };
  return {
    start() {
      if (timer) return;
      timer = setTimeout(() => {
        safeSweep();
        timer = setInterval(safeSweep, options.everyMs ?? 3_600_000);
        timer.unref();
      }, 10_000);
      timer.unref();
    },
    stop() {
      clearTimeout(timer); // also clears an interval
      timer = undefined;
    },
    sweep,
  };
}
