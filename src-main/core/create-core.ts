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
import { consoleLogger, type Logger } from './logger.ts';

export interface CoreOptions {
  dataDir: string;
  clock?: Clock;
  logger?: Logger;
  /** Folder of the built renderer served at /. */
  uiDir?: string;
  extraOrigins?: string[];
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

  const context: CoreContext = {
    db,
    clock: options.clock ?? systemClock,
    logger: options.logger ?? consoleLogger,
    dataDir,
    storageDir,
    uiDir: options.uiDir ? resolve(options.uiDir) : undefined,
    baseUrl: () => (port === undefined ? 'http://localhost' : `http://127.0.0.1:${port}`),
    port: () => port,
    extraOrigins: options.extraOrigins ?? [],
  };
  const keys = ensureSeeded(db, join(dataDir, 'keys.json'), context.clock);
  const app = createHttpApp(context, keys);

  return {
    app,
    context,
    keys,
    listen: (wanted) =>
      new Promise((resolveListen, reject) => {
        const instance = serve({ fetch: app.fetch, port: wanted, hostname: '127.0.0.1' }, (info: AddressInfo) => {
          port = info.port;
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
      if (db.open) db.close();
    },
  };
}
