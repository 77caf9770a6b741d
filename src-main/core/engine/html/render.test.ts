import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Browser } from './chromium-launch.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productByKey } from '#shared/products.ts';
import { createHtmlSideEngine } from './create-html-side-engine.ts';
import type { BrowserEngine, HtmlSideEngine } from './html-side-engine.ts';
import { createNetworkPolicy } from './network-policy.ts';
import type { AssetFetcher, PolicyEvent } from './network-policy.ts';
import { mmToPoints, pageGeometry, previewPixels } from './page-geometry.ts';
import { createChromiumEngine } from './chromium-engine.ts';
import type { ChromiumEngine } from './chromium-engine.ts';
import { dataUrl, decodePng, rgbAtMm, solidPng, startHitRecorder } from '#core/test-support/render-test-kit.ts';
import type { HitRecorder } from '#core/test-support/render-test-kit.ts';
import { chromiumMissing } from '#core/test-support/chromium.ts';
import { tempDir } from '#core/test-support/test-core.ts';

// Simulated DNS: public names get public addresses; the others point inside.
const DNS: Record<string, string[]> = {
  'cdn.public.test': ['93.184.216.34'],
  'redirect.public.test': ['93.184.216.35'],
  'private.test': ['10.1.2.3'],
  'rebind.test': ['127.0.0.1'],
  'mixed.test': ['93.184.216.36', '192.168.7.7'],
  'v6local.test': ['fd12:3456::1'],
};
const BLUE = solidPng(4, 4, '#0000ff');
const fetched: string[] = [];
const fakeFetch: AssetFetcher = async (url) => {
  fetched.push(url.href);
  if (url.hostname === 'redirect.public.test') return { status: 302, contentType: null, body: new Uint8Array(0) };
  return { status: 200, contentType: 'image/png', body: BLUE };
};

let recorder: HitRecorder;
let engine: ChromiumEngine;
let renderer: HtmlSideEngine;
const events: PolicyEvent[] = [];

beforeAll(async () => {
  recorder = await startHitRecorder();
  const policy = createNetworkPolicy({
    resolve: async (host) => DNS[host] ?? (/^[\d.]+$|:/.test(host) ? [host] : host === 'localhost' ? ['127.0.0.1'] : Promise.reject(new Error('NXDOMAIN'))),
    fetch: fakeFetch,
  });
  policy.onDecision((e) => events.push(e));
  engine = createChromiumEngine({ policy, poolSize: 2 });
  renderer = createHtmlSideEngine({ engine });
  if (!chromiumMissing) await renderer.warmUp();
});

afterAll(async () => {
  await renderer.close();
  await recorder.close();
});

const a6 = productByKey('a6_postcard')!;
const RED = 'rgb(255, 0, 0)';

function forbiddenHtml(port: number, redFile: string): string {
  const local = `http://127.0.0.1:${port}`;
  const img = (src: string, top: number) => `<img src="${src}" style="position:absolute;left:5mm;top:${top}mm;width:4mm;height:4mm">`;
  return `<!DOCTYPE html><html><head>
    <meta http-equiv="refresh" content="0;url=${local}/meta-refresh">
    <link rel="stylesheet" href="${local}/link.css">
    <link rel="stylesheet" href="https://cdn.public.test/link.css">
    <link rel="preload" as="image" href="${local}/preload.png">
    <base href="${local}/base/">
    <style>
      @import url("${local}/import.css");
      @import 'https://cdn.public.test/import.css';
      @\\69mport url(${local}/escaped-import.css);
      @font-face { font-family: Evil; src: url(${local}/font.woff2); }
      .uses-font { font-family: Evil; }
      .bg-local { background-image: url(${local}/bg.png); }
      .bg-file { background-image: url(file://${redFile}); }
    </style>
    <script>document.documentElement.style.background = '${RED}'; new Image().src = '${local}/script';</script>
  </head><body onload="document.body.style.background='${RED}'">
    <script src="${local}/external.js"></script>
    <img src="${dataUrl(solidPng(2, 2, '#00ff00'))}" onload="this.src='${local}/onload'; document.body.style.background='${RED}'" onerror="document.body.style.background='${RED}'" style="position:absolute;left:60mm;top:40mm;width:20mm;height:20mm">
    <div style="position:absolute;right:0;bottom:0;width:30mm;height:20mm;overflow:hidden">
    <a href="javascript:document.body.style.background='${RED}'">link</a>
    <iframe src="${local}/iframe"></iframe>
    <iframe srcdoc="<img src='${local}/srcdoc'>"></iframe>
    <frameset><frame src="${local}/frame"></frameset>
    <object data="${local}/object"></object>
    <embed src="${local}/embed">
    <form action="${local}/form" method="post"><input name="a" value="b"><button formaction="${local}/formaction">go</button><input type="image" src="${local}/input-image"></form>
    <svg width="10" height="10"><image href="${local}/svg-image" width="10" height="10"/><script>document.body.style.background='${RED}'</script></svg>
    <video poster="${local}/poster" src="${local}/video"></video>
    <img srcset="${local}/srcset.png 2x">
    <div class="uses-font bg-local bg-file" style="width:10mm;height:10mm;background-image:url(${local}/inline-bg.png)">x</div>
    </div>
    ${img(`${local}/http-loopback.png`, 5)}
    ${img(`https://127.0.0.1:${port}/https-loopback.png`, 10)}
    ${img(`https://localhost:${port}/localhost.png`, 15)}
    ${img(`https://[::1]:${port}/v6-loopback.png`, 20)}
    ${img('https://10.0.0.7/private.png', 25)}
    ${img('https://192.168.1.20/private.png', 30)}
    ${img('https://169.254.169.254/latest/meta-data', 35)}
    ${img('https://private.test/private-name.png', 40)}
    ${img(`https://rebind.test:${port}/rebind.png`, 45)}
    ${img('https://mixed.test/mixed.png', 50)}
    ${img('https://v6local.test/ula.png', 55)}
    ${img(`file://${redFile}`, 60)}
    ${img(`https://cdn.public.test/redirect-me.png`.replace('cdn', 'redirect'), 65)}
  </body></html>`;
}

describe.skipIf(Boolean(chromiumMissing))('HTML rules are enforced', () => {
  it('runs no script or handler, loads no frame, form, external CSS, loopback, private or file: resource', async () => {
    const dir = tempDir();
    const redFile = join(dir, 'red.png');
    writeFileSync(redFile, solidPng(8, 8, '#ff0000'));
    events.length = 0;
    fetched.length = 0;
    const side = await renderer.renderSide({ product: a6, content: { html: forbiddenHtml(recorder.port, redFile) } });

    expect(recorder.hits).toEqual([]);
    expect(recorder.connections).toBe(0);
    // Only the public host was fetched: the redirecting one, whose 302 was not followed.
    expect(fetched).toEqual(['https://redirect.public.test/redirect-me.png']);
    expect(events.filter((e) => e.allowed)).toEqual([]);
    expect(events.find((e) => e.url.includes('redirect.public.test'))?.reason).toMatch(/redirect \(302\) not followed/);

    const pixels = await decodePng(side.png);
    // No script or handler painted the page red; the data: image rendered (green).
    expect(rgbAtMm(pixels, 100, 10)).toEqual([255, 255, 255]);
    expect(rgbAtMm(pixels, 70, 50)).toEqual([0, 255, 0]);
    // None of the blocked images (loopback server answers red) shows.
    for (let top = 5; top <= 65; top += 5) expect(rgbAtMm(pixels, 7, top + 2)).not.toEqual([255, 0, 0]);
  });

  it('the engine alone, given unsanitised HTML, still runs no JavaScript and fetches nothing local', async () => {
    events.length = 0;
    const local = `http://127.0.0.1:${recorder.port}`;
    const g = pageGeometry(a6);
    const html = `<!DOCTYPE html><html><head><link rel="stylesheet" href="${local}/raw-link.css"><style>@import url(${local}/raw-import.css);</style></head>
      <body><script>document.body.style.background='${RED}'; fetch('${local}/raw-fetch');</script>
      <img src="x" onerror="document.body.style.background='${RED}'"><iframe src="${local}/raw-iframe"></iframe>
      <img src="${local}/raw.png"><img src="https://10.9.9.9/raw.png"></body></html>`;
    const out = await engine.renderPage({ html, geometry: g });
    const pixels = await decodePng(out.png);
    expect(rgbAtMm(pixels, 100, 50)).toEqual([255, 255, 255]);
    expect(recorder.hits).toEqual([]);
    expect(recorder.connections).toBe(0);
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((e) => e.allowed)).toEqual([]);
  });

  it('renders https images from public hosts through the policy', async () => {
    fetched.length = 0;
    const side = await renderer.renderSide({
      product: a6,
      content: { html: '<img src="https://cdn.public.test/blue.png" style="position:absolute;left:10mm;top:10mm;width:20mm;height:20mm">' },
    });
    expect(fetched).toEqual(['https://cdn.public.test/blue.png']);
    expect(rgbAtMm(await decodePng(side.png), 20, 20)).toEqual([0, 0, 255]);
  });
});

// A full-bleed side: a box over the page, and the body's background (which paints the whole canvas).
const RED_PAGE = { html: '<div style="position:absolute;inset:0;background:#c00"></div>', styles: { body: { background: '#c00' } } };

/** RGB of the PNG's last pixel, bottom right. */
function farCorner(p: Awaited<ReturnType<typeof decodePng>>): number[] {
  const i = (p.width * p.height - 1) * 4;
  return [...p.data.subarray(i, i + 3)];
}

/** What a user checks of a rendered side: the PDF page and the preview's exact pixel size, full bleed to the far corner. */
function pageSizeChecks(current: () => HtmlSideEngine): void {
  const cases = ['a6_postcard', '4x6_postcard', 'a5_card', '5x7_card', 'a4_letter', '7x10_letter'].flatMap((key) => (['landscape', 'portrait'] as const).map((orientation) => ({ key, orientation })));

  it.each(cases)('$key $orientation: PDF page = trim + bleed, 300 dpi PNG', async ({ key, orientation }) => {
    const product = productByKey(key)!;
    const side = await current().renderSide({ product, orientation, content: RED_PAGE });
    const g = pageGeometry(product, orientation);
    const long = Math.max(product.widthMm, product.heightMm) + 2 * product.bleedMm;
    const short = Math.min(product.widthMm, product.heightMm) + 2 * product.bleedMm;
    expect([g.widthMm, g.heightMm]).toEqual(orientation === 'landscape' ? [long, short] : [short, long]);

    const pdf = await PDFDocument.load(side.pdf);
    expect(pdf.getPageCount()).toBe(1);
    const page = pdf.getPage(0);
    const media = page.getMediaBox();
    expect(media.width).toBeCloseTo(mmToPoints(g.widthMm), 2);
    expect(media.height).toBeCloseTo(mmToPoints(g.heightMm), 2);
    const trim = page.getTrimBox();
    expect(trim.width).toBeCloseTo(mmToPoints(g.trimWidthMm), 2);
    expect(trim.x - media.x).toBeCloseTo(mmToPoints(product.bleedMm), 2);

    const px = previewPixels(g);
    const pixels = await decodePng(side.png);
    expect({ width: pixels.width, height: pixels.height }).toEqual(px);
    expect(px.width).toBe(Math.round((g.widthMm / 25.4) * 300));
    expect(px.height).toBe(Math.round((g.heightMm / 25.4) * 300));
    // Full bleed: the far corner is painted too, to the last pixel.
    expect(rgbAtMm(pixels, g.widthMm - 0.2, g.heightMm - 0.2)).toEqual([204, 0, 0]);
    expect(farCorner(pixels)).toEqual([204, 0, 0]);
  });

  it.each([96, 144, 192])("the studio's preview at %i dpi is the whole page in whole pixels", async (dpi) => {
    const side = await current().renderSide({ product: a6, orientation: 'portrait', content: RED_PAGE, pdf: false, previewDpi: dpi });
    const pixels = await decodePng(side.png);
    expect({ width: pixels.width, height: pixels.height }).toEqual({ width: Math.round((111 / 25.4) * dpi), height: Math.round((154 / 25.4) * dpi) });
    expect(farCorner(pixels)).toEqual([204, 0, 0]);
  });
}

describe.skipIf(Boolean(chromiumMissing))('page size', () => {
  pageSizeChecks(() => renderer);

  it('a back side makes a two-page duplex PDF and two previews', async () => {
    const doc = await renderer.renderDocument({
      product: productByKey('5x7_postcard')!,
      orientation: 'portrait',
      front: { html: '<h1>Front</h1>' },
      back: { html: '<p>Back</p>', styles: { body: { background: '#eef' } } },
    });
    const pdf = await PDFDocument.load(doc.pdf);
    expect(pdf.getPageCount()).toBe(2);
    for (const page of pdf.getPages()) {
      expect(page.getWidth()).toBeCloseTo(mmToPoints(5 * 25.4 + 2 * 3.175), 2);
      expect(page.getHeight()).toBeCloseTo(mmToPoints(7 * 25.4 + 2 * 3.175), 2);
    }
    expect(doc.previews).toHaveLength(2);
    expect(rgbAtMm(await decodePng(doc.previews[1]!), 60, 100)).toEqual([238, 238, 255]);
  });
});

// A machine without Chrome or Chromium renders with the Chromium bundled as an
// npm package (@sparticuz/chromium, a headless shell of another version): the
// same checks run on it here too, whatever browser this machine has installed.
describe('page size with the bundled Chromium', () => {
  let bundledEngine: ChromiumEngine;
  let bundled: HtmlSideEngine;
  beforeAll(async () => {
    bundledEngine = createChromiumEngine({ policy: createNetworkPolicy(), poolSize: 2, browserSearch: { env: {}, installedPaths: [], playwrightDirs: [] } });
    bundled = createHtmlSideEngine({ engine: bundledEngine });
    await bundled.warmUp();
  });
  afterAll(async () => {
    await bundled.close();
  });

  it('renders with the bundled Chromium', () => {
    expect(bundledEngine.launched()).toMatchObject({ source: 'bundled' });
  });

  pageSizeChecks(() => bundled);
});

describe.skipIf(Boolean(chromiumMissing))('input errors', () => {
  it('reports invalid placeholders and styles of both sides together', async () => {
    const request = renderer.renderDocument({
      product: a6,
      front: { html: '<div data-sqr data-sqr-id="hero" data-sqr-destination="https://a.example" data-sqr-size="big"></div>' },
      back: { html: '<p>b</p>', styles: { 'p}': { color: 'red' } } },
    });
    await expect(request).rejects.toMatchObject({
      name: 'HtmlInputError',
      issues: [
        { path: ['html', 'front'], message: "data-sqr-size must be a number with mm or in (slot 'hero')" },
        { path: ['html', 'back', 'styles', 'p}'], message: expect.stringMatching(/selector/) },
      ],
    });
  });
});

describe.skipIf(Boolean(chromiumMissing))('browser lifecycle', () => {
  it('replaces a browser closed behind its back, transparently', async () => {
    const before = engine.currentBrowser();
    expect(before?.isConnected()).toBe(true);
    await before?.close();
    const side = await renderer.renderSide({ product: a6, content: { html: '<p>after the crash</p>' } });
    expect((await PDFDocument.load(side.pdf)).getPageCount()).toBe(1);
    const after = engine.currentBrowser();
    expect(after).not.toBe(before);
    expect(after?.isConnected()).toBe(true);
  });

  it('a browser lost mid-render: the card is drawn again on a new browser, its PDF put together from the sides drawn again', async () => {
    let fetches = 0;
    let lost: Browser | null = null;
    const own = createChromiumEngine({
      policy: createNetworkPolicy({
        resolve: async () => ['93.184.216.34'],
        // The first fetch of the front's image closes the browser, and answers only once it is gone.
        fetch: async () => {
          fetches++;
          if (!lost) {
            lost = own.currentBrowser();
            await lost?.close();
          }
          return { status: 200, contentType: 'image/png', body: BLUE };
        },
      }),
    });
    const drawing = createHtmlSideEngine({ engine: own });
    try {
      const doc = await drawing.renderDocument({
        product: a6,
        front: { html: '<p style="font-size:30pt">front</p><img src="https://cdn.public.test/logo.png" style="position:absolute;left:10mm;top:10mm;width:20mm;height:20mm">' },
        back: { html: '<p style="font-size:30pt">back</p>' },
      });
      expect(lost).not.toBeNull();
      expect(fetches).toBe(2); // the front was drawn again
      const now = own.currentBrowser();
      expect(now).not.toBe(lost);
      expect(now?.isConnected()).toBe(true);
      expect((await PDFDocument.load(doc.pdf)).getPageCount()).toBe(2);
      const px = previewPixels(pageGeometry(a6), 300);
      expect(doc.previews).toHaveLength(2);
      for (const png of doc.previews) expect((await decodePng(png)).width).toBe(px.width);
      expect(rgbAtMm(await decodePng(doc.previews[0]!), 20, 20)).toEqual([0, 0, 255]); // the image, fetched again, is on the front
    } finally {
      await drawing.close();
    }
  });

  it('a browser closing as the first side is printed, before its disconnection is known: the card still comes out whole, and the next one too', async () => {
    const own = createChromiumEngine({ policy: createNetworkPolicy() });
    let closing: Browser | null = null;
    // A dying browser fails commands ("Printing failed") before its disconnection reaches the engine.
    const losing: BrowserEngine = {
      name: 'losing',
      renderPage: (page) =>
        own.renderPage({
          ...page,
          onPdf: (pdf) => {
            if (!closing) {
              closing = own.currentBrowser();
              void closing?.close();
            }
            page.onPdf?.(pdf);
          },
        }),
      close: () => own.close(),
    };
    const drawing = createHtmlSideEngine({ engine: losing });
    const card = { product: a6, front: { html: '<p style="font-size:30pt">front</p>' }, back: { html: '<p style="font-size:30pt">back</p>' } };
    try {
      for (const doc of [await drawing.renderDocument(card), await drawing.renderDocument(card)]) {
        expect((await PDFDocument.load(doc.pdf)).getPageCount()).toBe(2);
        expect(doc.previews).toHaveLength(2);
      }
      expect(closing).not.toBeNull();
      expect(own.currentBrowser()?.isConnected()).toBe(true);
    } finally {
      await drawing.close();
    }
  });

  it('a render that fails on a healthy browser is answered with its own error, and not drawn again', async () => {
    const own = createChromiumEngine({ policy: createNetworkPolicy() });
    try {
      await own.warmUp();
      const before = own.currentBrowser();
      let printed = 0;
      const failing = own.renderPage({
        html: '<p>x</p>',
        geometry: pageGeometry(a6),
        onPdf: () => {
          printed++;
          throw new Error('the page failed on its own');
        },
      });
      await expect(failing).rejects.toThrow('the page failed on its own');
      expect(printed).toBe(1);
      expect(own.currentBrowser()).toBe(before);
      expect(before?.isConnected()).toBe(true);
    } finally {
      await own.close();
    }
  });

  it('reuses one warm browser across renders', async () => {
    const browser = engine.currentBrowser();
    await Promise.all([1, 2, 3].map((n) => renderer.renderSide({ product: a6, content: { html: `<p>${n}</p>` } })));
    expect(engine.currentBrowser()).toBe(browser);
  });
});
