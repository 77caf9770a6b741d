// Where the HTML engine finds a Chromium to drive, in order. A desktop user
// has no root and no apt, so the last candidate is a Chromium shipped inside an
// npm package (an optional dependency): nothing is downloaded at install or run
// time. Electron's own Chromium is not in this list: the desktop shell passes
// its own engine (src-main/shell/electron-browser-engine.ts) instead.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export type BrowserSource = 'INKPOST_CHROMIUM' | 'installed' | 'playwright' | 'bundled';

export interface BrowserCandidate {
  source: BrowserSource;
  /** What this candidate is, for messages and the Settings view. */
  label: string;
  /** The executable, or undefined when this candidate is not on this machine. */
  locate(): Promise<string | undefined>;
}

/** The seams of the resolver: tests hide browsers here, never by changing system files. */
export interface BrowserSearch {
  env?: NodeJS.ProcessEnv;
  platform?: NodeJS.Platform;
  /** Installed Chrome and Chromium executables to look for (default: the platform's usual paths). */
  installedPaths?: readonly string[];
  /** Folders of Playwright's downloaded browsers (default: PLAYWRIGHT_BROWSERS_PATH, then its per-user cache). */
  playwrightDirs?: readonly string[];
  /** The bundled Chromium's executable (default: unpack @sparticuz/chromium when it is installed). */
  bundled?: () => Promise<string | undefined>;
}

function installedPaths(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string[] {
  if (platform === 'darwin') {
    return ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Applications/Chromium.app/Contents/MacOS/Chromium', join(homedir(), 'Applications/Google Chrome.app/Contents/MacOS/Google Chrome')];
  }
  if (platform === 'win32') {
    const roots = [env['PROGRAMFILES'], env['PROGRAMFILES(X86)'], env['LOCALAPPDATA']].filter((r): r is string => Boolean(r));
    return roots.flatMap((root) => [join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'), join(root, 'Chromium', 'Application', 'chrome.exe')]);
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium', '/opt/google/chrome/chrome'];
}

function playwrightDirs(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string[] {
  if (env['PLAYWRIGHT_BROWSERS_PATH'] && env['PLAYWRIGHT_BROWSERS_PATH'] !== '0') return [env['PLAYWRIGHT_BROWSERS_PATH']];
  if (platform === 'darwin') return [join(homedir(), 'Library', 'Caches', 'ms-playwright')];
  if (platform === 'win32') return [join(env['LOCALAPPDATA'] ?? join(homedir(), 'AppData', 'Local'), 'ms-playwright')];
  return [join(env['XDG_CACHE_HOME'] ?? join(homedir(), '.cache'), 'ms-playwright')];
}

/** Executables inside Playwright's browser folders, newest revision first. */
function playwrightExecutables(dirs: readonly string[]): string[] {
  const inside = ['chrome-linux/chrome', 'chrome-linux64/chrome', 'chrome-mac/Chromium.app/Contents/MacOS/Chromium', 'chrome-win/chrome.exe', 'chrome-linux/headless_shell', 'chrome-headless-shell-linux64/chrome-headless-shell'];
  const found: string[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    const revisions = readdirSync(dir)
      .filter((name) => /^chromium(_headless_shell)?-\d+$/.test(name))
      .sort((a, b) => Number(b.split('-').pop()) - Number(a.split('-').pop()));
    for (const revision of revisions) for (const file of inside) if (existsSync(join(dir, revision, file))) found.push(join(dir, revision, file));
  }
  return found;
}

/** @sparticuz/chromium, when the optional dependency is installed: unpacks itself to the temp folder (about 2 s, once). */
async function bundledChromium(): Promise<string | undefined> {
  let module: { default: { executablePath(): Promise<string> } };
  try {
    module = (await import('@sparticuz/chromium')) as typeof module;
  } catch {
    return undefined; // not installed on this platform
  }
  return module.default.executablePath();
}

/** The candidates in the order they are tried. */
export function browserCandidates(search: BrowserSearch = {}): BrowserCandidate[] {
  const env = search.env ?? process.env;
  const platform = search.platform ?? process.platform;
  const fromEnv = env['INKPOST_CHROMIUM'];
  const firstExisting = (paths: readonly string[]) => async () => paths.find((p) => existsSync(p));
  return [
    { source: 'INKPOST_CHROMIUM', label: 'the browser --chromium or INKPOST_CHROMIUM names', locate: async () => fromEnv || undefined },
    { source: 'installed', label: 'an installed Chrome or Chromium', locate: firstExisting(search.installedPaths ?? installedPaths(platform, env)) },
    { source: 'playwright', label: "a Chromium in Playwright's browser folder", locate: async () => playwrightExecutables(search.playwrightDirs ?? playwrightDirs(platform, env))[0] },
    { source: 'bundled', label: 'the Chromium bundled with Inkpost (@sparticuz/chromium)', locate: search.bundled ?? bundledChromium },
  ];
}

/** Every way a browser is found, in the order it is looked for (README, "Install"). */
export const NO_BROWSER_ADVICE =
  'Give the path of a Chrome or Chromium executable with --chromium <path> (or INKPOST_CHROMIUM), install Google Chrome or Chromium, install Playwright\'s Chromium (npx playwright install chromium), or install the bundled one beside Inkpost (npm install @sparticuz/chromium), then try again.';

/** Raised when no candidate can be launched; the HTTP layer answers it with 503. */
export class BrowserUnavailableError extends Error {
  readonly attempts: readonly string[];

  constructor(attempts: readonly string[]) {
    super(`No browser is available to render HTML (${attempts.join('; ')}). ${NO_BROWSER_ADVICE}`);
    this.name = 'BrowserUnavailableError';
    this.attempts = attempts;
  }
}
