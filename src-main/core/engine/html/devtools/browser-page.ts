// One page of a browser driven over DevTools, in a browser context of its own (its own cookies,
// cache and downloads), set up as the engine draws: scripts off, a device scale, a media type,
// and every request the page makes handed to the caller to answer or refuse.
import { DevToolsError, type DevToolsPipe, type DevToolsSender } from './devtools-pipe.ts';
import { defaultFontFamilies } from './default-switches.ts';

/** A request the page made, held until it is answered or refused. */
export interface InterceptedRequest {
  url: string;
  /** As Playwright named them: 'image', 'font', 'stylesheet', 'document', ... */
  resourceType: string;
  fulfill(response: { status: number; headers: Record<string, string>; body: Uint8Array }): Promise<void>;
  /** Fails the request as refused by the client (net::ERR_BLOCKED_BY_CLIENT). */
  abort(): Promise<void>;
}

export interface BrowserPageOptions {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  /** The CSS media type the page is drawn for ('print', 'screen'). */
  media: string;
  onRequest(request: InterceptedRequest): void;
  /** The browser's user agent, for its default font families. */
  userAgent: string;
}

export interface BrowserPage extends DevToolsSender {
  setViewport(viewport: { width: number; height: number }): Promise<void>;
  /** Replaces the page's document with `html` and waits for its load event (its images and styles). */
  setContent(html: string): Promise<void>;
  /**
   * A PNG of the clip (CSS px), `clip.scale` image pixels a CSS px whatever the page's device scale
   * (Chromium scales a clip by both: the clip's is asked for relative to the page's).
   */
  screenshot(clip: { x: number; y: number; width: number; height: number; scale: number }): Promise<Buffer>;
  /** Called once if the page's renderer crashes. */
  onCrash(listener: () => void): void;
  isClosed(): boolean;
  close(): Promise<void>;
}

/** Playwright's names for the protocol's resource types (the network policy's vocabulary). */
const resourceTypeOf = (type: string | undefined) => (type === 'CSPViolationReport' ? 'cspreport' : (type ?? 'Other').toLowerCase());

export async function openBrowserPage(pipe: DevToolsPipe, options: BrowserPageOptions): Promise<BrowserPage> {
  const { browserContextId } = await pipe.send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true });
  let closed = false;
  const listeners: [string, (params: unknown) => void][] = [];
  const listen = <T>(event: string, listener: (params: T) => void) => {
    listeners.push([event, listener as (params: unknown) => void]);
    pipe.on(event, listener);
  };
  const close = async () => {
    if (closed) return;
    closed = true;
    for (const [event, listener] of listeners) pipe.off(event, listener);
    await pipe.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
  };
  try {
    const { targetId } = await pipe.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await pipe.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const session = pipe.session(sessionId);
    listen<{ sessionId: string }>(':Target.detachedFromTarget', (event) => {
      if (event.sessionId === sessionId) void close();
    });
    listen('closed', () => void close());
    listen<FetchRequestPaused>(`${sessionId}:Fetch.requestPaused`, (event) => options.onRequest(intercepted(session, event)));
    const crashListeners: (() => void)[] = [];
    listen(`${sessionId}:Inspector.targetCrashed`, () => crashListeners.splice(0).forEach((listener) => listener()));
    const metrics = (viewport: { width: number; height: number }) => ({
      ...viewport,
      screenWidth: viewport.width,
      screenHeight: viewport.height,
      deviceScaleFactor: options.deviceScaleFactor,
      mobile: false,
      screenOrientation: { angle: 0, type: 'landscapePrimary' },
    });
    const [{ frameTree }] = await Promise.all([
      session.send<{ frameTree: { frame: { id: string } } }>('Page.getFrameTree'),
      session.send('Page.enable'),
      session.send('Inspector.enable'),
      session.send('Emulation.setScriptExecutionDisabled', { value: true }),
      session.send('Emulation.setFocusEmulationEnabled', { enabled: true }),
      session.send('Emulation.setDeviceMetricsOverride', metrics(options.viewport)),
      session.send('Emulation.setEmulatedMedia', { media: options.media }),
      session.send('Page.setFontFamilies', defaultFontFamilies(options.userAgent)),
      session.send('Network.enable'),
      session.send('Network.setCacheDisabled', { cacheDisabled: true }),
      session.send('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Request' }] }),
      pipe.send('Browser.setDownloadBehavior', { behavior: 'deny', browserContextId }),
    ]);
    const frameId = frameTree.frame.id;
    return {
      send: (method, params) => session.send(method, params),
      setViewport: async (viewport) => void (await session.send('Emulation.setDeviceMetricsOverride', metrics(viewport))),
      async setContent(html) {
        // the load event after this document's: listened for before it is set (a page without
        // images loads before the command's answer comes back)
        const loadEvent = `${sessionId}:Page.loadEventFired`;
        let done = () => {};
        let gone = () => {};
        const loaded = new Promise<void>((resolve, reject) => {
          done = resolve;
          gone = () => reject(new DevToolsError('Page.setDocumentContent', 'the browser has closed'));
          pipe.once(loadEvent, done);
          pipe.once('closed', gone);
        });
        loaded.catch(() => undefined); // a browser gone mid-command: the command's own failure is the one answered
        try {
          await session.send('Page.setDocumentContent', { frameId, html });
          await loaded;
        } finally {
          pipe.off(loadEvent, done);
          pipe.off('closed', gone);
        }
      },
      screenshot: async (clip) => {
        const { data } = await session.send<{ data: string }>('Page.captureScreenshot', { format: 'png', clip: { ...clip, scale: clip.scale / options.deviceScaleFactor }, captureBeyondViewport: false, fromSurface: true });
        return Buffer.from(data, 'base64');
      },
      onCrash: (listener) => void crashListeners.push(listener),
      isClosed: () => closed || !pipe.isOpen,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

interface FetchRequestPaused {
  requestId: string;
  request: { url: string };
  resourceType?: string;
}

function intercepted(session: DevToolsSender, event: FetchRequestPaused): InterceptedRequest {
  return {
    url: event.request.url,
    resourceType: resourceTypeOf(event.resourceType),
    fulfill: async ({ status, headers, body }) =>
      void (await session.send('Fetch.fulfillRequest', {
        requestId: event.requestId,
        responseCode: status,
        responseHeaders: Object.entries(headers).map(([name, value]) => ({ name, value })),
        body: Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('base64'),
      })),
    abort: async () => void (await session.send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'BlockedByClient' })),
  };
}
