import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { type Clock, systemClock } from './clock.ts';
import type { CoreContext } from './context.ts';
import { openDatabase } from './db/connection.ts';
import type { DemoKeys } from './domain/keys-file.ts';
import { ensureSeeded } from './domain/seed.ts';
import { createHttpApp } from './http/app.ts';
import type { AppEnv } from './http/env.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { registerRecipientRenderJob } from './domain/recipients/render-recipient.ts';
import { consoleLogger, type Logger } from './logger.ts';
import { createWebhooksRuntime, type WebhookOptions } from './webhooks/runtime.ts';
import { type CreateHtmlRendererOptions, createHtmlRenderer, type HtmlRenderer } from './render/html/index.ts';

export interface CoreOptions {
  dataDir: string;
  clock?: Clock;
  logger?: Logger;
  /** Folder of the built renderer served at /. */
  uiDir?: string;
  extraOrigins?: string[];
  /** Run background jobs (default true); tests of the queue itself turn this off. */
  workers?: boolean;
  /** --allow-private-webhooks: http:// and loopback/private webhook receivers for every team. */
  allowPrivateWebhooks?: boolean;
  /** Webhook delivery tuning (tests: fake DNS, short timeouts, fixed jitter). */
  webhooks?: Omit<WebhookOptions, 'allowPrivate'>;
  /** HTML renderer settings: the Electron shell passes its own engine; default is system Chromium. */
  html?: CreateHtmlRendererOptions;
}

export interface Core {
  app: Hono<AppEnv>;
  context: CoreContext;
  keys: DemoKeys;
  /** Starts listening on 127.0.0.1 (port 0 picks a free port). */
  listen(port: number): Promise<{ port: number; url: string }>;
  close(): Promise<void>;
}

/** Builds the whole service from a data directory, without listening. */
export function createCore(options: CoreOptions): Core {
  const dataDir = resolve(options.dataDir);
  const storageDir = join(dataDir, 'storage');
  mkdirSync(storageDir, { recursive: true });
  const db = openDatabase(join(dataDir, 'inkpost.sqlite'));
  let port: number | undefined;
  let server: ServerType | undefined;

  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? consoleLogger;
  let htmlRenderer: HtmlRenderer | undefined;
  const context: CoreContext = {
    db,
    clock,
    logger,
    jobs: createJobQueue({ db, clock, logger }),
    dataDir,
    storageDir,
    uiDir: options.uiDir ? resolve(options.uiDir) : undefined,
    baseUrl: () => (port === undefined ? 'http://localhost' : `http://127.0.0.1:${port}`),
    port: () => port,
    extraOrigins: options.extraOrigins ?? [],
    htmlRenderer: () => (htmlRenderer ??= createHtmlRenderer(options.html ?? {})),
    webhooks: createWebhooksRuntime({ db, clock, logger, dataDir }, { ...options.webhooks, allowPrivate: options.allowPrivateWebhooks }),
  };
  const keys = ensureSeeded(db, join(dataDir, 'keys.json'), context.clock);
  const app = createHttpApp(context, keys);
  registerRecipientRenderJob(context);
  if (options.workers !== false) context.jobs.start();

  return {
    app,
    context,
    keys,
    listen: (wanted) =>
      new Promise((resolveListen, reject) => {
        const instance = serve({ fetch: app.fetch, port: wanted, hostname: '127.0.0.1' }, (info: AddressInfo) => {
          port = info.port;
          if (options.workers !== false) context.webhooks.dispatcher.start();
          resolveListen({ port: info.port, url: context.baseUrl() });
        });
        instance.once('error', reject);
        server = instance;
      }),
    close: async () => {
      if (server) {
        const closing = server;
        await new Promise<void>((done) => {
          closing.close(() => done());
          if ('closeAllConnections' in closing) closing.closeAllConnections();
        });
      }
      await context.jobs.stop();
      await context.webhooks.dispatcher.stop();
      await htmlRenderer?.close();
      if (db.open) db.close();
    },
  };
}
