// Electron main: hosts the core in-process on a free loopback port and opens the
// window on the UI the core serves. All product logic lives in src-main/core.
import { join } from 'node:path';
import { app, type BrowserWindow, dialog } from 'electron';
import { APP_NAME } from '#core/start/app-data-dir.ts';
import { type Core, createCore } from '#core/wiring/create-core.ts';
import { LOG_WRITER_LIMITS, RENDER_WORKER_LIMITS } from '#core/policy/heap-limits.ts';
import { restrictFileCreation } from '#core/policy/private-data-dir.ts';
import { createNetworkPolicy } from '#core/engine/html/index.ts';
import { createElectronHtmlEngine } from './electron-browser-engine.ts';
// electron-vite bundles the worker as its own chunk; the headless server runs the .ts file itself.
// (Relative paths: electron-vite's ?nodeWorker plugin does not resolve package.json imports.)
import createRenderWorker from '../core/engine/documents/render-worker.ts?nodeWorker';
import createLogWriterWorker from '../core/sandbox/request-log/log-writer-worker.ts?nodeWorker';
import { appOrigins, startFailureText } from './app-origin.ts';
import { createAppWindow } from './app-window.ts';
import { registerIpc } from './ipc.ts';

const here = import.meta.dirname;
const devRendererUrl = process.env['ELECTRON_RENDERER_URL'];
let core: Core | undefined;
let window: BrowserWindow | undefined;
let origins: string[] = [];

restrictFileCreation(); // the data folder holds keys and secrets: owner-only files
app.setName(APP_NAME);
// One app per data folder. Electron keeps its single-instance lock (and its own profile) in
// userData, so userData is the data folder: by default the per-user folder the headless server
// uses too, else INKPOST_DATA_DIR (each e2e run has its own, and its own lock).
const dataDir = process.env['INKPOST_DATA_DIR'] ?? join(app.getPath('appData'), APP_NAME);
app.setPath('userData', dataDir);

async function start(): Promise<void> {
  core = createCore({
    dataDir,
    uiDir: join(here, '../renderer'),
    extraOrigins: devRendererUrl ? [new URL(devRendererUrl).origin] : [],
    // HTML sides render in Electron's own Chromium here; the headless server drives system Chromium.
    html: { engine: createElectronHtmlEngine(createNetworkPolicy()) },
    documentWorkers: { workerFactory: () => createRenderWorker({ resourceLimits: RENDER_WORKER_LIMITS }) },
    requestLogWriter: { workerFactory: (workerData) => createLogWriterWorker({ workerData, resourceLimits: LOG_WRITER_LIMITS }) },
  });
  const { url, notice } = await core.listen(process.env['INKPOST_PORT'] ? Number(process.env['INKPOST_PORT']) : undefined);
  console.log(`Inkpost API listening on ${url}${notice ? ` (${notice})` : ''}`);
  origins = appOrigins(url, devRendererUrl);
  const keys = core.keys;
  registerIpc(() => ({ baseUrl: url, customerKey: keys.customerKey, partnerKey: keys.partnerKey, teamId: keys.teamId, adminToken: keys.adminToken, ...(notice ? { portNotice: notice } : {}) }), () => origins);
  window = createAppWindow({ preload: join(here, '../preload/index.cjs'), origins });
  window.on('closed', () => (window = undefined));
  await window.loadURL(devRendererUrl ?? url);
}

/** A failure to start is shown with its reason and the data folder, not left as an unhandled rejection. */
async function failedToStart(error: unknown): Promise<void> {
  console.error(error);
  dialog.showErrorBox('Inkpost could not start', startFailureText(error, dataDir));
  await core?.close().catch((closing: unknown) => console.error(closing));
  core = undefined;
  app.exit(1);
}

if (!app.requestSingleInstanceLock()) {
  // Another Inkpost has this data folder: it comes to the front (second-instance, below) and this one ends.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  });
  app.whenReady().then(start).catch(failedToStart);
  app.on('window-all-closed', () => app.quit());
  // Quitting waits for the core to close (the database checkpointed and closed, workers stopped).
  let closing: Promise<void> | undefined;
  app.on('will-quit', (event) => {
    if (!core) return;
    event.preventDefault();
    closing ??= core
      .close()
      .catch((error: unknown) => console.error('Closing the core failed', error))
      .finally(() => {
        core = undefined;
        app.quit();
      });
  });
}
