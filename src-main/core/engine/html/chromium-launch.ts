import { type Browser, launchBrowserProcess } from './devtools/launched-browser.ts';

export type { Browser };

/**
 * Flags for system Chromium: headless, no sandbox (containers, CI), and none of
 * the background services that dial out on their own (on a closed network they
 * stall or log; they must never reach anything).
 *
 * The browser itself resolves no host at all (MAP * ~NOTFOUND): every asset a
 * page may have is fetched by the network policy in Node and handed over by
 * request interception, so Chromium needs no network. This also stops the
 * speculative preconnect Chromium opens for a frame navigation before request
 * interception sees it.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--no-pings',
  '--dns-prefetch-disable',
  '--metrics-recording-only',
  '--host-resolver-rules=MAP * ~NOTFOUND',
] as const;

/**
 * System Chromium launched with CHROMIUM_ARGS, driven over its DevTools pipe, as the engine draws
 * with it (and the benchmark's floor). Playwright drove it until issue 44: its client cost the
 * server about 68 MB of memory (its 7 MB of bundled source alone held as 14 MB of text).
 */
export function launchChromium(executablePath: string): Promise<Browser> {
  return launchBrowserProcess(executablePath, CHROMIUM_ARGS);
}
