import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { type Clock, systemClock } from '../base/clock.ts';
import type { CoreContext } from './context.ts';
import { openDatabase } from '../db/connection.ts';
import { preparePrivateDataDir, restrictDataFiles } from '../policy/private-data-dir.ts';
import type { DemoKeys } from '../domain/keys-file.ts';
import { ensureSeeded } from '../domain/seed.ts';
import { createHttpApp } from '../http/app.ts';
import type { AccessLogOptions } from '../http/access-log.ts';
import { BODY_TIMEOUT_MS } from '../http/body/read-body.ts';
import { createUiAccess } from '../http/ui-access.ts';
import type { ContractApp } from '../http/env.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { registerRecipientRenderJob } from '../domain/recipients/render-recipient.ts';
import { consoleLogger, type Logger } from '../base/logger.ts';
import { createEventBus } from '../events/event-bus.ts';
import { createRequestLogRecorder, type RequestLogRecorderDeps } from '../sandbox/request-log/recorder.ts';
import { createFaultStore } from '../sandbox/faults.ts';
import { createSandboxClock } from '../sandbox/sandbox-clock.ts';
import { removeLeftScratchDirs } from '../sandbox/state/state-file.ts';
import { createDocumentPool, type DocumentEngine, type WorkerFactory } from '../engine/documents/document-pool.ts';
import { ownHandFont } from '../domain/hands/hand-store.ts';
import { collectGarbage, useSmallWorkerYoungGenerations } from '../policy/heap-limits.ts';
import { savedPublicUrl } from '../policy/public-url.ts';
import { fallbackNotice, preferredPort, rememberPort } from '../policy/port-choice.ts';
import { createWebhooksRuntime, type WebhookOptions } from '../webhooks/runtime.ts';
import { createReadiness } from './readiness.ts';
import { urlHost } from '../http/host-names.ts';

import { releaseAbandonedKeys } from '../db/idempotency-repo.ts';
import { createRetentionSweeper, type RetentionPolicy, retentionPolicy } from '../policy/retention.ts';
import { type CreateHtmlSideEngineOptions, createHtmlSideEngine, type HtmlSideEngine } from '../engine/html/index.ts';

export interface CoreOptions {
  dataDir: string;
  clock?: Clock;
  logger?: Logger;
  /** Folder of the built renderer served at /. */
  uiDir?: string;
  extraOrigins?: string[];
  /** --host: the address to bind (default 127.0.0.1; 0.0.0.0 or :: for every interface). */
  host?: string;
  /** --allowed-host: Host names answered besides our own, lower-case, each optionally with :port (http/host-names.ts). */
  allowedHosts?: string[];
  /** --log: one line per request on stdout (http/access-log.ts); none by default. */
  accessLog?: AccessLogOptions;
  /** Run background jobs (default true); tests of the queue itself turn this off. */
  workers?: boolean;
  /** --allow-private-webhooks: http:// and loopback/private webhook receivers for every team. */
  allowPrivateWebhooks?: boolean;
  /** Webhook delivery tuning (tests: fake DNS, short timeouts, fixed jitter). */
  webhooks?: Omit<WebhookOptions, 'allowPrivate'>;
  /** --public-url: the origin written into tracked QR URLs, signed URLs and hosted page links (wins over the saved setting). */
  publicUrl?: string;
  /** Tests: called with every response that breaks its route's declared contract. */
  onContractViolation?: (problem: string) => void;
  /** Worker threads that render recipient documents (the Electron shell passes its bundled worker). */
  documentWorkers?: { size?: number; workerFactory?: WorkerFactory };
  /** A document renderer owned by the caller, used instead of a pool of the core's own and not closed with it (tests share one per process: a cold worker's fonts cost seconds). */
  documents?: DocumentEngine;
  /** The request log's writer thread: the Electron shell passes its bundled worker. */
  requestLogWriter?: RequestLogRecorderDeps['writer'];
  /** HTML engine settings: the Electron shell passes its own engine; default is system Chromium. */
  html?: CreateHtmlSideEngineOptions;
  /** --retention: how long the log tables keep rows (see retention.ts); the rest keep their defaults. */
  retention?: Partial<RetentionPolicy>;
  /** How long a request body may take to start arriving (default 30 s; tests shorten it). */
  bodyTimeoutMs?: number;
}

export interface Core {
  app: ContractApp;
  context: CoreContext;
  keys: DemoKeys;
  /**
   * Starts listening on the --host address (default 127.0.0.1). Without a port: the port this data directory
   * remembers (default 4785), or a free one when that is taken (`notice` says so).
   * A port given is bound or fails; 0 picks a free port.
   */
  listen(port?: number): Promise<Listening>;
  /** The browser UI's link with its one-time token (see http/ui-access.ts). */
  uiLink(): string;
  /**
   * Stops the service. With `drainMs`, as on SIGTERM: takes no new connections,
   * lets the requests in flight finish for at most that long, then cuts the rest.
   */
  close(options?: { drainMs?: number }): Promise<void>;
}

export interface Listening {
  port: number;
  url: string;
  /** Set when the remembered port was taken and a free one is used instead. */
  notice?: string;
}

export const LOOPBACK_ADDRESS = '127.0.0.1';

function bind(app: ContractApp, port: number, hostname: string): Promise<ServerType> {
  return new Promise((resolveBind, reject) => {
    const instance = serve({ fetch: app.fetch, port, hostname }, () => resolveBind(instance));
    instance.once('error', reject);
  });
}

/** The address a URL on this machine reaches a server bound to `address` at: loopback for loopback and every-interface binds. */
function reachableAddress(address: string): string {
  if (address === '::1') return '[::1]';
  return address.startsWith('127.') || address === '0.0.0.0' || address === '::' ? LOOPBACK_ADDRESS : urlHost(address);
}

/** Builds the whole service from a data directory, without listening. */
export function createCore(options: CoreOptions): Core {
  const dataDir = resolve(options.dataDir);
  useSmallWorkerYoungGenerations(); // before the render workers and the log writer start
  const storageDir = join(dataDir, 'storage');
  preparePrivateDataDir(dataDir, storageDir);
  const db = openDatabase(join(dataDir, 'inkpost.sqlite'));
  let port: number | undefined;
  let server: ServerType | undefined;
  let address = LOOPBACK_ADDRESS; // as reached in URLs (reachableAddress)
  const stopping = new AbortController();
  const readiness = createReadiness();

  // The sandbox clock moves the given clock forward by an offset kept in this data directory.
  const logger = options.logger ?? consoleLogger;
  removeLeftScratchDirs(dataDir, logger);
  const clock = createSandboxClock(options.clock ?? systemClock, db, logger);
  const faults = createFaultStore({ db, clock });
  let htmlEngine: HtmlSideEngine | undefined;
  const events = createEventBus(clock);
  const context: CoreContext = {
    db,
    clock,
    logger,
    jobs: createJobQueue({ db, clock, logger }),
    dataDir,
    storageDir,
    uiDir: options.uiDir ? resolve(options.uiDir) : undefined,
    baseUrl: () => (port === undefined ? 'http://localhost' : `http://${address}:${port}`),
    port: () => port,
    portNotice: undefined,
    publicUrl: () => options.publicUrl ?? savedPublicUrl(db) ?? context.baseUrl(),
    publicUrlFlag: options.publicUrl,
    uiAccess: createUiAccess(),
    extraOrigins: options.extraOrigins ?? [],
    allowedHosts: options.allowedHosts ?? [],
    hostPolicy: () => ({ port, boundAddress: address === LOOPBACK_ADDRESS ? undefined : address, publicHost: new URL(context.publicUrl()).host, allowedHosts: context.allowedHosts }),
    readiness,
    closing: stopping.signal,
    // Handwritten blocks of HTML sides are written in the render workers, not on the event loop.
    htmlEngine: () => (htmlEngine ??= createHtmlSideEngine({ writeHandwriting: (blocks) => context.documents.handwritingBlocks(blocks), composeCard: (job) => context.documents.composeCard(job), readPagePixels: (png, kept) => context.documents.pagePixels(png, kept), ...options.html })),
    documents: options.documents ?? createDocumentPool({ onIdle: collectGarbage, ...options.documentWorkers }),
    events,
    webhooks: createWebhooksRuntime({ db, clock, logger, dataDir, events, faultFor: (teamId) => faults.forDelivery(teamId) }, { ...options.webhooks, allowPrivate: options.allowPrivateWebhooks }),
    requestLog: createRequestLogRecorder({ db, clock, events, logger, writer: options.requestLogWriter }),
    faults,
    sandboxClock: clock,
    bodyTimeoutMs: options.bodyTimeoutMs ?? BODY_TIMEOUT_MS,
  };
  // own hands are handed to a worker from this database before it first writes with them
  const stopHandSource = context.documents.addHandSource((key) => (db.open ? ownHandFont(db, key) : undefined));
  const keys = ensureSeeded(db, join(dataDir, 'keys.json'), context.clock);
  releaseAbandonedKeys(db); // Idempotency-Keys in flight when the last server stopped: their retry runs afresh
  restrictDataFiles(dataDir); // also fixes the modes of an install made before they were set
  const app = createHttpApp(context, keys, options.onContractViolation, options.accessLog);
  registerRecipientRenderJob(context);
  const retention = createRetentionSweeper({ db, clock, logger, policy: retentionPolicy(options.retention) });
  if (options.workers !== false) {
    context.jobs.start();
    retention.start();
  }

  return {
    app,
    context,
    keys,
    uiLink: () => context.uiAccess.link(context.baseUrl()),
    listen: async (asked) => {
      const wanted = asked ?? preferredPort(db);
      const hostname = options.host ?? LOOPBACK_ADDRESS;
      let notice: string | undefined;
      try {
        server = await bind(app, wanted, hostname);
        rememberPort(db, wanted);
      } catch (error) {
        if (asked !== undefined || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
        server = await bind(app, 0, hostname);
        notice = fallbackNotice(wanted);
      }
      const bound = server.address() as AddressInfo;
      port = bound.port;
      address = reachableAddress(bound.address);
      context.portNotice = notice;
      if (options.workers !== false) {
        context.webhooks.dispatcher.start();
        // Load the hands in the render workers now, not on a user's first note; ready after that.
        readiness.set('the render workers are loading the hands');
        context.documents.warmUp().then(
          () => readiness.set(stopping.signal.aborted ? readiness.reason() : undefined),
          (error: unknown) => {
            if (stopping.signal.aborted) return; // stopped while they started: nothing failed
            readiness.set(`the render workers failed to start: ${error instanceof Error ? error.message : String(error)}`);
            logger.error('Warming up the render workers failed', error);
          },
        );
      } else {
        readiness.set(undefined);
      }
      return { port, url: context.baseUrl(), ...(notice ? { notice } : {}) };
    },
    close: async ({ drainMs = 0 } = {}) => {
      readiness.set('the server is stopping');
      stopping.abort();
      if (server) await stopListening(server, drainMs);
      retention.stop();
      await context.jobs.stop();
      await context.webhooks.dispatcher.stop();
      await htmlEngine?.close();
      stopHandSource();
      if (!options.documents) await context.documents.close();
      await context.requestLog.close();
      if (db.open) db.close();
    },
  };
}

/** Takes no new connections, closes idle ones as they become idle, and cuts what is still open after `drainMs`. */
async function stopListening(server: ServerType, drainMs: number): Promise<void> {
  const http = server as import('node:http').Server;
  await new Promise<void>((done) => {
    http.close(() => done());
    if (drainMs <= 0) return http.closeAllConnections();
    const idle = setInterval(() => http.closeIdleConnections(), 50);
    const cut = setTimeout(() => http.closeAllConnections(), drainMs);
    http.once('close', () => {
      clearInterval(idle);
      clearTimeout(cut);
    });
  });
}
