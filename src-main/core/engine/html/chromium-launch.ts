import type { Browser } from 'playwright';

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

/** System Chromium launched with CHROMIUM_ARGS, as the engine draws with it (and the benchmark's floor). Signals are left to the process. */
export async function launchChromium(executablePath: string): Promise<Browser> {
  // Loaded on the first HTML render: Playwright's client costs about 75 MB of memory,
  // which a server that renders only handwriting never needs.
  const { chromium } = await import('playwright');
  return chromium.launch({
    executablePath,
    headless: true,
    chromiumSandbox: false,
    args: [...CHROMIUM_ARGS],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}
