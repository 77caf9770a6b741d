import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { chromiumMissing } from '#core/test-support/chromium.ts';
import { pngPixels } from '#core/test-support/png.ts';
import { browserCandidates } from '../browser-candidates.ts';
import { CHROMIUM_ARGS } from '../chromium-launch.ts';
import type { InterceptedRequest } from './browser-page.ts';
import { launchBrowserProcess, type Browser } from './launched-browser.ts';

async function firstBrowser(): Promise<string> {
  for (const candidate of browserCandidates()) {
    const path = await candidate.locate().catch(() => undefined);
    if (path) return path;
  }
  throw new Error('no browser');
}

const rgbAt = (png: { width: number; data: Uint8ClampedArray }, x: number, y: number) => [...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3)];
/** A folder of this test's own for the profiles (the temp folder has those of other tests' browsers, started meanwhile). */
const profilesIn = mkdtempSync(join(tmpdir(), 'inkpost-profiles-test-'));
const profiles = () => readdirSync(profilesIn).filter((name) => name.startsWith('inkpost-chromium-'));
const BLUE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#00f"/></svg>';

// chromiumMissing: skipped only off CI (in CI a missing browser fails the file: test-support/chromium.ts)
describe.skipIf(Boolean(chromiumMissing))('a browser driven over its DevTools pipe', () => {
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });
  afterAll(() => rmSync(profilesIn, { recursive: true, force: true }));

  it('draws a page whose requests it hands over, and answers with the pixels of what was given', async () => {
    browser = await launchBrowserProcess(await firstBrowser(), CHROMIUM_ARGS, profilesIn);
    expect(browser.version()).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const asked: { url: string; resourceType: string }[] = [];
    const answer = async (request: InterceptedRequest) => {
      asked.push({ url: request.url, resourceType: request.resourceType });
      if (request.url.endsWith('/blue.svg')) await request.fulfill({ status: 200, headers: { 'content-type': 'image/svg+xml' }, body: Buffer.from(BLUE_SVG) });
      else await request.abort();
    };
    const page = await browser.newPage({ viewport: { width: 100, height: 100 }, deviceScaleFactor: 2, media: 'print', onRequest: (request) => void answer(request) });
    await page.setContent(
      '<style>@media print { body { background: #0f0 } }</style><body style="margin:0"><img src="https://cdn.example/blue.svg" style="width:50px;height:50px"><img src="https://cdn.example/refused.png"></body>',
    );
    const { data } = await page.send<{ data: string }>('Page.captureScreenshot', { format: 'png', clip: { x: 0, y: 0, width: 100, height: 100, scale: 1 } });
    const png = await pngPixels(Buffer.from(data, 'base64'));
    expect([png.width, png.height]).toEqual([200, 200]); // the device scale
    expect(rgbAt(png, 40, 40)).toEqual([0, 0, 255]); // the image the page was given, loaded before setContent returned
    expect(rgbAt(png, 150, 150)).toEqual([0, 255, 0]); // print media
    expect(asked).toEqual([
      { url: 'https://cdn.example/blue.svg', resourceType: 'image' },
      { url: 'https://cdn.example/refused.png', resourceType: 'image' },
    ]);
    // scripts do not run in the page; DevTools' own evaluation does
    await page.setContent('<body><script>document.title = "ran"</script></body>');
    const title = await page.send<{ result: { value: string } }>('Runtime.evaluate', { expression: 'document.title', returnByValue: true });
    expect(title.result.value).toBe('');
    await page.close();
    expect(page.isClosed()).toBe(true);
    expect(profiles()).toHaveLength(1);
    await browser.close();
    expect(browser.isConnected()).toBe(false);
    expect(profiles()).toEqual([]); // its profile is removed
  });

  it('says when the browser went away, and fails what was asked of it', async () => {
    browser = await launchBrowserProcess(await firstBrowser(), CHROMIUM_ARGS, profilesIn);
    const page = await browser.newPage({ viewport: { width: 100, height: 100 }, deviceScaleFactor: 1, media: 'screen', onRequest: (request) => void request.abort() });
    const gone = new Promise<void>((resolve) => browser!.once('disconnected', resolve));
    const pending = page.send('Runtime.evaluate', { expression: 'new Promise(() => {})', awaitPromise: true });
    void browser.close();
    await gone;
    await expect(pending).rejects.toThrow('the browser has closed');
    expect(page.isClosed()).toBe(true);
    await expect(page.setContent('<p>x</p>')).rejects.toThrow('the browser has closed');
  });

  it('a process that exits with its browser open takes the browser and its profile with it', async () => {
    const module = pathToFileURL(fileURLToPath(new URL('./launched-browser.ts', import.meta.url))).href;
    const script = `const { launchBrowserProcess } = await import(${JSON.stringify(module)});
      const browser = await launchBrowserProcess(${JSON.stringify(await firstBrowser())}, ${JSON.stringify(CHROMIUM_ARGS)}, ${JSON.stringify(profilesIn)});
      console.log(browser.version());
      process.exit(0);`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(stdout).toMatch(/^\d+\.\d+/); // it was up
    expect(profiles()).toEqual([]);
  });

  it('a browser that cannot start is refused with why, and leaves no profile behind', async () => {
    await expect(launchBrowserProcess(join(tmpdir(), 'no-such-browser'), CHROMIUM_ARGS, profilesIn)).rejects.toThrow(/could not be started.*ENOENT/);
    await expect(launchBrowserProcess('/bin/false', CHROMIUM_ARGS, profilesIn)).rejects.toThrow('the browser exited as it started (code 1)');
    expect(profiles()).toEqual([]);
    expect(existsSync(join(tmpdir(), 'no-such-browser'))).toBe(false);
  });
});
