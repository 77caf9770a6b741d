// Electron main: hosts the core in-process on a free loopback port and opens the
// window on the UI the core serves. All product logic lives in src-main/core.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, shell } from 'electron';
import { APP_NAME } from '#core/app-data-dir.ts';
import { type Core, createCore } from '#core/create-core.ts';
import { LOG_WRITER_LIMITS, RENDER_WORKER_LIMITS } from '#core/heap-limits.ts';
import { restrictFileCreation } from '#core/private-data-dir.ts';
import { createNetworkPolicy } from '#core/render/html/index.ts';
import { createElectronHtmlEngine } from './electron-html-renderer.ts';
// electron-vite bundles the worker as its own chunk; the headless server runs the .ts file itself.
// (Relative paths: electron-vite's ?nodeWorker plugin does not resolve package.json imports.)
import createRenderWorker from '../core/render/documents/render-worker.ts?nodeWorker';
import createLogWriterWorker from '../core/sandbox/request-log/log-writer-worker.ts?nodeWorker';
import { registerIpc } from './ipc.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const devRendererUrl = process.env['ELECTRON_RENDERER_URL'];
let core: Core | undefined;

async function start(): Promise<void> {
  app.setName(APP_NAME);
  restrictFileCreation(); // the data folder holds keys and secrets: owner-only files
  const dataDir = process.env['INKPOST_DATA_DIR'] ?? app.getPath('userData');
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
  const keys = core.keys;
  registerIpc(() => ({ baseUrl: url, customerKey: keys.customerKey, partnerKey: keys.partnerKey, teamId: keys.teamId, adminToken: keys.adminToken, ...(notice ? { portNotice: notice } : {}) }));

  const window = new BrowserWindow({
    width: 1280,
    height: 860,
    title: APP_NAME,
    webPreferences: { preload: join(here, '../preload/index.cjs'), sandbox: true, contextIsolation: true },
  });
  // Links to other sites (checkout, billing setup) go to the system browser.
  window.webContents.setWindowOpenHandler(({ url: target }) => {
    if (/^https?:\/\//.test(target)) void shell.openExternal(target);
    return { action: 'deny' };
  });
  await window.loadURL(devRendererUrl ?? url);
}

app.whenReady().then(start, (error: unknown) => {
  console.error(error);
  app.exit(1);
});

app.on('window-all-closed', () => app.quit());
app.on('will-quit', () => {
  void core?.close();
});
