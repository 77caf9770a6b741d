import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, expect } from 'vitest';
import { type Core, type CoreOptions, createCore } from '../wiring/create-core.ts';
import { silentLogger } from '../base/logger.ts';
import { createDocumentPool, type DocumentEngine } from '../engine/documents/document-pool.ts';
import type { BrowserEngine } from '../engine/html/index.ts';
import { createNetworkPolicy } from '../engine/html/index.ts';
import { createChromiumEngine } from '../engine/html/index.ts';

// One pool of render workers and one Chromium for every core of a test file: a cold worker spends
// seconds of CPU loading its fonts and building its caches, a browser as long to start. Tests of the
// pool itself (its size, its factory) or of the browser search and network policy pass
// documentWorkers or html options and get their own.
let sharedDocuments: DocumentEngine | undefined;
let sharedBrowser: BrowserEngine | undefined;

/** The file's Chromium, which a core's renderer may close as often as it likes: it closes after the file. */
function sharedHtmlEngine(): BrowserEngine {
  sharedBrowser ??= createChromiumEngine({ policy: createNetworkPolicy() });
  const engine = sharedBrowser;
  return { name: engine.name, warmUp: () => engine.warmUp?.() ?? Promise.resolve(), renderPage: (page) => engine.renderPage(page), describe: () => engine.describe?.(), close: async () => {} };
}

const renderingCores: Core[] = [];

afterAll(async () => {
  for (const core of renderingCores.splice(0)) await core.context.htmlEngine().close();
  await sharedBrowser?.close();
  await sharedDocuments?.close();
  sharedBrowser = undefined;
  sharedDocuments = undefined;
});

const cleanups: (() => Promise<void>)[] = [];
const violations: string[] = [];

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
  // Every response a test received must be the one its route declares (src-shared/contract).
  const found = violations.splice(0);
  if (found.length > 0) throw new Error(`Responses that break the API contract:\n${found.join('\n')}`);
});

export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'inkpost-test-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A core on a fresh data directory, closed after the test (before its directory is removed: clean-ups run last first). */
export function testCore(options: Partial<CoreOptions> = {}): Core {
  const documents = options.documentWorkers ? undefined : (sharedDocuments ??= createDocumentPool());
  const html = options.html ?? { engine: sharedHtmlEngine() };
  const core = createCore({ dataDir: options.dataDir ?? tempDir(), logger: silentLogger, onContractViolation: (problem) => violations.push(problem), documents, ...options, html });
  cleanups.push(() => core.close());
  return core;
}

/** A testCore for a test that renders HTML: its renderer (its pages in the file's Chromium) is closed after the file. */
export function htmlTestCore(options: Partial<CoreOptions> = {}): Core {
  const core = testCore(options);
  renderingCores.push(core);
  return core;
}

export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** Sends a request through the in-process app and parses a JSON answer. */
export async function call<T = any>(core: Core, method: string, path: string, init: { key?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.key !== undefined) headers['X-API-Key'] = init.key;
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  }
  const response = await core.app.request(path, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // leave as text
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/** An answer with the status and the common error body with the message. */
export function expectErrorAnswer(res: { status: number; body: unknown }, status: number, message: string | RegExp): void {
  expect(res.status).toBe(status);
  expectErrorBody(res.body, status, message);
}

/** The common error body, checked field by field. */
export function expectErrorBody(body: any, status: number, message: string | RegExp): void {
  if (typeof body !== 'object' || body === null) throw new Error(`not an error body: ${String(body)}`);
  const keys = Object.keys(body).filter((k) => k !== 'data').sort();
  if (JSON.stringify(keys) !== JSON.stringify(['error', 'message', 'statusCode', 'statusMessage', 'url'])) {
    throw new Error(`error body has keys ${keys.join(',')}`);
  }
  if (body.error !== true || body.statusCode !== status || typeof body.url !== 'string' || typeof body.statusMessage !== 'string') {
    throw new Error(`bad error body: ${JSON.stringify(body)}`);
  }
  const ok = typeof message === 'string' ? body.message === message : message.test(body.message);
  if (!ok) throw new Error(`message '${body.message}' does not match ${String(message)}`);
}
