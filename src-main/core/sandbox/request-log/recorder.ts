import { type RequestLogSettingsPatch, requestLogSettingsPatchSchema } from '#shared/schemas/request-log.ts';
import type { Clock } from '#core/base/clock.ts';
import type { Db } from '#core/db/connection.ts';
import { getSetting, setSetting } from '#core/db/settings-repo.ts';
import { attachedRequestLogFile } from '#core/db/request-log-file.ts';
import type { EventBus } from '#core/events/event-bus.ts';
import type { Logger } from '#core/base/logger.ts';
import type { SeenRequest } from './log-entry.ts';
import { createInlineLogWriter, createThreadLogWriter, type LogWriter, type LogWriterFactory } from './log-writer.ts';

export interface RequestLogConfig {
  enabled: boolean;
  maxEntries: number;
  maxAgeHours: number;
  bodyCapBytes: number;
}

export const DEFAULT_REQUEST_LOG_CONFIG: RequestLogConfig = { enabled: true, maxEntries: 10_000, maxAgeHours: 7 * 24, bodyCapBytes: 8192 };
export const REQUEST_LOG_SETTING = 'request_log_settings';
/**
 * A batch is written at most this long after its first request (or at once when it is this big).
 * Short: a body held here past the API's next young-generation collection is promoted and
 * collected by the old generation's concurrent marking (at 100 ms that doubled the log's cost
 * on V8's helper threads, measured with scripts/bench-request-log.ts); more batches cost the
 * writer thread less than that.
 */
const FLUSH_AFTER_MS = 20;
const FLUSH_AT_ROWS = 500;
/** Retention runs after this many inserts (and on every settings change). */
const PRUNE_EVERY_ROWS = 500;

/**
 * Records logged requests in batches: requests only push to a buffer, which is
 * handed a moment later to the log's writer thread (its own SQLite connection:
 * the inserts, retention deletes and checkpoints stay off the event loop), and
 * `request.logged` tells the console once it is written. Anything that reads
 * the log calls `flush` first, which waits until every batch is written. A
 * crash loses at most the batches not yet written.
 */
export interface RequestLogRecorder {
  config(): RequestLogConfig;
  configure(patch: RequestLogSettingsPatch): RequestLogConfig;
  record(request: SeenRequest): void;
  /** Writes what is buffered now (replays read their entry right after). */
  flush(): void;
  /** Re-reads the settings (after a state import). */
  reload(): void;
  /** Writes what is buffered and ends the writer; resolves once its thread has ended. */
  close(): Promise<void>;
}

export interface RequestLogRecorderDeps {
  db: Db;
  clock: Clock;
  events: EventBus;
  logger: Logger;
  /** Where the writer thread comes from (the Electron shell's bundle). */
  writer?: { workerFactory?: LogWriterFactory };
}

export function createRequestLogRecorder(deps: RequestLogRecorderDeps): RequestLogRecorder {
  const { db, clock, events, logger } = deps;
  const onWritten = (lastId: number) => events.publish('request.logged', null, String(lastId));
  const writer: LogWriter =
    db.memory
      ? createInlineLogWriter({ db, logger, onWritten })
      : createThreadLogWriter({ db, logger, onWritten, file: attachedRequestLogFile(db), factory: deps.writer?.workerFactory });
  let config = readConfig(db, logger);
  let buffer: SeenRequest[] = [];
  let timer: NodeJS.Timeout | undefined;
  let sincePrune = 0;
  let closed = false;

  const retention = () => ({ maxEntries: config.maxEntries, oldestAtMs: clock.nowMs() - config.maxAgeHours * 3_600_000 });

  /** Hands the buffer to the writer, with retention every PRUNE_EVERY_ROWS rows (or when `pruneNow`). */
  const handOver = (pruneNow = false) => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (buffer.length === 0 && !pruneNow) return;
    const requests = buffer;
    buffer = [];
    sincePrune += requests.length;
    const prune = pruneNow || sincePrune >= PRUNE_EVERY_ROWS;
    if (prune) sincePrune = 0;
    writer.write(requests, prune ? retention() : undefined);
  };

  const flush = () => {
    handOver();
    writer.settle();
  };

  return {
    config: () => config,
    configure: (patch) => {
      config = { ...config, ...patch };
      setSetting(db, REQUEST_LOG_SETTING, JSON.stringify(config));
      handOver(true);
      writer.settle();
      return config;
    },
    record: (request) => {
      if (closed) return;
      buffer.push(request);
      if (buffer.length >= FLUSH_AT_ROWS) handOver();
      else if (!timer) {
        timer = setTimeout(handOver, FLUSH_AFTER_MS);
        timer.unref();
      }
    },
    flush,
    reload: () => {
      buffer = [];
      config = readConfig(db, logger);
    },
    close: async () => {
      if (closed) return;
      handOver();
      closed = true;
      await writer.close();
    },
  };
}

/** The stored settings, held to PATCH /_sandbox/request-log/settings's rules: the defaults where they break them (a folder written before they were checked). */
function readConfig(db: Db, logger: Logger): RequestLogConfig {
  const saved = getSetting(db, REQUEST_LOG_SETTING);
  if (!saved) return { ...DEFAULT_REQUEST_LOG_CONFIG };
  let checked;
  try {
    checked = requestLogSettingsPatchSchema.safeParse(JSON.parse(saved));
  } catch {
    checked = undefined;
  }
  if (checked?.success) return { ...DEFAULT_REQUEST_LOG_CONFIG, ...checked.data };
  logger.info(`The request log's stored settings (${saved.slice(0, 80)}) break the rules of PATCH /_sandbox/request-log/settings: using the defaults.`);
  return { ...DEFAULT_REQUEST_LOG_CONFIG };
}
