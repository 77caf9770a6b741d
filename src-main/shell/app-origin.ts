// What the desktop window may show and who may use its bridge: the app's own
// origin only (the core's UI, or the dev renderer server in development). Plain
// functions, no Electron, so that they are tested under vitest.

/** The origins of the app's own pages. */
export function appOrigins(coreUrl: string, devRendererUrl?: string): string[] {
  return [new URL(coreUrl).origin, ...(devRendererUrl ? [new URL(devRendererUrl).origin] : [])];
}

/** Whether a URL is a page of the app itself (scheme, host and port: `about:`, `file:` and `data:` never are). */
export function isAppUrl(url: string | undefined, origins: readonly string[]): boolean {
  if (!url) return false;
  try {
    const { origin } = new URL(url);
    return origin !== 'null' && origins.includes(origin);
  } catch {
    return false;
  }
}

/** A frame that may call the bridge: the window's top frame, showing one of the app's pages. */
export function isAppFrame(frame: { url: string; parent: unknown } | null | undefined, origins: readonly string[]): boolean {
  return frame !== null && frame !== undefined && frame.parent === null && isAppUrl(frame.url, origins);
}

/** Links that leave the app: the system browser takes http(s), nothing else is opened. */
export function isExternalWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The dialog's text when the app cannot start: the reason, and where its data is. */
export function startFailureText(error: unknown, dataDir: string): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `${reason}\n\nData folder: ${dataDir}\n\nIts database, keys and rendered files are there. If another Inkpost (or \`npm run serve\`) uses the same folder, close it and start Inkpost again.`;
}
