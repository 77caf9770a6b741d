import type { RequestLogSettingsPatch } from '../../../../src-shared/schemas/request-log.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/connection.ts';
import { insertRequestLogRows, type NewRequestLogRow, pruneRequestLog } from '../../db/request-log-repo.ts';
import { getSetting, setSetting } from '../../db/settings-repo.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Logger } from '../../logger.ts';

export interface RequestLogConfig {
  enabled: boolean;
  maxEntries: number;
  maxAgeHours: number;
  bodyCapBytes: number;
}

export const DEFAULT_REQUEST_LOG_CONFIG: RequestLogConfig = { enabled: true, maxEntries: 10_000, maxAgeHours: 7 * 24, bodyCapBytes: 8192 };
const SETTING = 'request_log_settings';
/** A batch is written at most this long after its first request (or at once when it is this big). */
const FLUSH_AFTER_MS = 100;
const FLUSH_AT_ROWS = 500;
/** Retention runs after this many inserts (and on every settings change). */
const PRUNE_EVERY_ROWS = 500;

/**
 * Records logged requests in batches: requests only push to a buffer, which is
 * written in one transaction a moment later (so recording costs a request
 * little), then retention trims the table and `request.logged` tells the
 * console. A crash loses at most the last batch.
 */
export interface RequestLogRecorder {
  config(): RequestLogConfig;
  configure(patch: RequestLogSettingsPatch): RequestLogConfig;
  record(row: NewRequestLogRow): void;
  /** Writes what is buffered now (replays read their entry right after). */
  flush(): void;
  /** Re-reads the settings (after a state import). */
  reload(): void;
  close(): void;
}

export function createRequestLogRecorder(deps: { db: Db; clock: Clock; events: EventBus; logger: Logger }): RequestLogRecorder {
  const { db, clock, events, logger } = deps;
  let config = readConfig(db);
  let buffer: NewRequestLogRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let sincePrune = 0;
  let closed = false;

  const prune = () => {
    pruneRequestLog(db, config.maxEntries, clock.nowMs() - config.maxAgeHours * 3_600_000);
    sincePrune = 0;
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (buffer.length === 0 || !db.open) return;
    const rows = buffer;
    buffer = [];
    try {
      const lastId = insertRequestLogRows(db, rows);
      sincePrune += rows.length;
      if (sincePrune >= PRUNE_EVERY_ROWS) prune();
      events.publish('request.logged', null, String(lastId));
    } catch (error) {
      logger.error('Writing the request log failed', error);
    }
  };

  return {
    config: () => config,
    configure: (patch) => {
      config = { ...config, ...patch };
      setSetting(db, SETTING, JSON.stringify(config));
      flush();
      prune();
      return config;
    },
    record: (row) => {
      if (closed) return;
      buffer.push(row);
      if (buffer.length >= FLUSH_AT_ROWS) flush();
      else if (!timer) {
        timer = setTimeout(flush, FLUSH_AFTER_MS);
        timer.unref();
      }
    },
    flush,
    reload: () => {
      buffer = [];
      config = readConfig(db);
    },
    close: () => {
      flush();
      closed = true;
    },
  };
}

function readConfig(db: Db): RequestLogConfig {
  const saved = getSetting(db, SETTING);
  if (!saved) return { ...DEFAULT_REQUEST_LOG_CONFIG };
  try {
    return { ...DEFAULT_REQUEST_LOG_CONFIG, ...(JSON.parse(saved) as Partial<RequestLogConfig>) };
  } catch {
    return { ...DEFAULT_REQUEST_LOG_CONFIG };
  }
}
