// The HTML engine's Electron adapter: Electron's own Chromium in an offscreen
// window with JavaScript disabled, in a private session whose every request
// goes through the same NetworkPolicy as the Chromium adapter (engine/html/chromium-engine.ts). Type-checked
// only in CI (no Electron binary there); see docs/html-rendering.md.
import { BrowserWindow, session } from 'electron';
import type { OnBeforeRequestListenerDetails, Session } from 'electron';
import type { EngineOutput, EnginePage, BrowserEngine } from '#core/engine/html/index.ts';
import type { NetworkPolicy } from '#core/engine/html/index.ts';
import { ALLOWED_RESOURCE_TYPES } from '#core/engine/html/index.ts';
import { PREVIEW_DPI, mmToInches } from '#core/engine/html/index.ts';
import { capturePreview, clipHandling, previewViewport } from '#core/engine/html/index.ts';
import { SHRINK_TO_FIT_MARKER, SHRINK_TO_FIT_SCRIPT } from '#core/engine/html/index.ts';

const PARTITION = 'inkpost-html-render';

function allowedBeforeFetch(d: OnBeforeRequestListenerDetails): boolean {
  if (d.resourceType === 'mainFrame') return d.url.startsWith('data:text/html');
  if (d.url.startsWith('data:')) return /^data:image\//i.test(d.url) || d.resourceType === 'font';
  return d.url.startsWith('https:') && ALLOWED_RESOURCE_TYPES.has(d.resourceType);
}

function lockDown(ses: Session, policy: NetworkPolicy): void {
  ses.webRequest.onBeforeRequest((details, callback) => callback({ cancel: !allowedBeforeFetch(details) }));
  // Allowed https requests are fetched by the policy (public addresses only, pinned, no redirects).
  ses.protocol.handle('https', async (request) => {
    const decision = await policy.handle(request.url, request.destination === 'font' ? 'font' : 'image');
    if (!decision.allow) return Response.error();
    const { asset } = decision;
    return new Response(Buffer.from(asset.body), {
      status: asset.status,
      headers: { 'content-type': asset.contentType ?? 'application/octet-stream', 'access-control-allow-origin': '*' },
    });
  });
  for (const scheme of ['http', 'file', 'ws', 'wss', 'ftp']) ses.protocol.handle(scheme, () => Response.error());
  ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
}

/** One offscreen window, renders queued one at a time; replaced if its renderer process dies. */
export function createElectronHtmlEngine(policy: NetworkPolicy): BrowserEngine {
  let window: BrowserWindow | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let locked = false;
  /** How Electron's Chromium treats screenshot clips of fractional CSS px (learnt on the first preview). */
  const clips = clipHandling();

  async function getWindow(): Promise<BrowserWindow> {
    if (window && !window.isDestroyed()) return window;
    const ses = session.fromPartition(PARTITION, { cache: false });
    if (!locked) {
      lockDown(ses, policy);
      locked = true;
    }
    const win = new BrowserWindow({
      show: false,
      webPreferences: { offscreen: true, javascript: false, sandbox: true, contextIsolation: true, nodeIntegration: false, session: ses, webSecurity: true, spellcheck: false },
    });
    win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
    win.webContents.on('will-navigate', (event) => event.preventDefault());
    win.webContents.on('render-process-gone', () => win.destroy());
    win.webContents.debugger.attach('1.3');
    await win.webContents.debugger.sendCommand('Emulation.setEmulatedMedia', { media: 'print' });
    window = win;
    return win;
  }

  async function renderOnce({ html, geometry, pdf: wantPdf = true, previewDpi = PREVIEW_DPI }: EnginePage): Promise<EngineOutput> {
    const win = await getWindow();
    const viewport = previewViewport(geometry, previewDpi);
    win.setContentSize(viewport.width, viewport.height);
    await win.loadURL(`data:text/html;charset=utf-8;base64,${Buffer.from(html).toString('base64')}`);
    const cdp = win.webContents.debugger;
    await cdp.sendCommand('Runtime.evaluate', { expression: 'document.fonts.ready.then(() => true)', awaitPromise: true }).catch(() => undefined);
    if (html.includes(SHRINK_TO_FIT_MARKER)) await cdp.sendCommand('Runtime.evaluate', { expression: SHRINK_TO_FIT_SCRIPT, returnByValue: true });
    const png = await capturePreview(
      async (clip) => Buffer.from(((await cdp.sendCommand('Page.captureScreenshot', { format: 'png', clip, captureBeyondViewport: true })) as { data: string }).data, 'base64'),
      geometry,
      previewDpi,
      clips,
    );
    if (!wantPdf) return { pdf: new Uint8Array(), png };
    const pdf = await win.webContents.printToPDF({
      pageSize: { width: mmToInches(geometry.widthMm), height: mmToInches(geometry.heightMm) },
      margins: { top: 0, right: 0, bottom: 0, left: 0 },
      printBackground: true,
      pageRanges: '1',
      preferCSSPageSize: false,
    });
    return { pdf, png };
  }

  return {
    name: 'electron-chromium',
    describe: () => `Chromium ${process.versions.chrome}: Electron's own, inside the desktop app`,
    renderPage(page) {
      const run = queue.then(() => renderOnce(page));
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      await queue;
      window?.destroy();
      window = null;
    },
  };
}
