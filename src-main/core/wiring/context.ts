import type { Clock } from '../base/clock.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Db } from '../db/connection.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Logger } from '../base/logger.ts';
import type { HtmlSideEngine } from '../engine/html/index.ts';
import type { DocumentEngine } from '../engine/documents/document-pool.ts';
import type { WebhooksRuntime } from '../webhooks/runtime.ts';
import type { RequestLogRecorder } from '../sandbox/request-log/recorder.ts';
import type { FaultStore } from '../sandbox/faults.ts';
import type { SandboxClock } from '../sandbox/sandbox-clock.ts';
import type { UiAccess } from '../http/ui-access.ts';
import type { HostPolicy } from '../http/host-names.ts';
import type { Readiness } from './readiness.ts';

/** What every part of the core is built from; one per running service. */
export interface CoreContext {
  db: Db;
  clock: Clock;
  logger: Logger;
  dataDir: string;
  storageDir: string;
  /** Built renderer bundle served at /, when present. */
  uiDir: string | undefined;
  /** http://127.0.0.1:<port> once listening (http://<address>:<port> when bound to one other address); http://localhost before (in-process tests). */
  baseUrl(): string;
  /** The port the server listens on, or undefined when driven in-process. */
  port(): number | undefined;
  /** Set when the remembered port was taken at start and a free one is used. */
  portNotice: string | undefined;
  /**
   * The origin written into links the service hands out (tracked QR URLs, signed
   * document URLs, hosted pages): --public-url, else the saved setting, else baseUrl().
   */
  publicUrl(): string;
  /** --public-url as given at start (it wins over the saved setting). */
  publicUrlFlag: string | undefined;
  /** Persistent background work (renders); handlers are registered when the core is built. */
  jobs: JobQueue;
  /** The browser UI's one-time link and sessions (the `ui` credential). */
  uiAccess: UiAccess;
  /** --allowed-host: service names the server answers to besides its own (http/host-names.ts). */
  allowedHosts: readonly string[];
  /** The Host names (and so browser origins) the server answers to. */
  hostPolicy(): HostPolicy;
  /** What GET /healthz reports: ready, or why not yet (readiness.ts). */
  readiness: Readiness;
  /** Aborted when the server begins to stop: long-lived answers (the event stream) end. */
  closing: AbortSignal;
  /** Extra browser origins allowed to call the API (the dev renderer server). */
  extraOrigins: readonly string[];
  /** Webhook URL policy, signing secrets and the delivery dispatcher. */
  webhooks: WebhooksRuntime;
  /** The warm HTML engine (browser launched on first use, reused after). */
  htmlEngine(): HtmlSideEngine;
  /** Announcements of changes, forwarded to the app by GET /_sandbox/events. */
  events: EventBus;
  /** Recipient documents, rendered in worker threads (started on first use). */
  documents: DocumentEngine;
  /** The developer console's request log (batched writes, retention). */
  requestLog: RequestLogRecorder;
  /** Faults on demand (the console, /_sandbox/faults). */
  faults: FaultStore;
  /** The same clock as `clock`, with its controls (the console's sandbox clock). */
  sandboxClock: SandboxClock;
  /** How long a request body may take to start arriving (see http/body/read-body.ts). */
  bodyTimeoutMs: number;
}
