// A Chromium process driven over its DevTools pipe: started with a profile folder of its own,
// told apart from a failed start, closed (or killed) with its profile removed. The browser
// exits by itself when the pipe closes, so a server that dies takes its browser with it.
import { type ChildProcess, spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { DevToolsPipe } from './devtools-pipe.ts';
import { openBrowserPage, type BrowserPage, type BrowserPageOptions } from './browser-page.ts';
import { DEFAULT_SWITCHES } from './default-switches.ts';

/** How long a browser may take to answer its first command. */
const START_TIMEOUT_MS = 60_000;
/** How long Browser.close may take before the process is killed. */
const CLOSE_TIMEOUT_MS = 5_000;
/** The end of the browser's stderr kept for a failed start's message. */
const STDERR_TAIL = 4_000;

/** The browsers this process started and has not seen exit, with their profiles: killed and removed if the process exits first. */
const running = new Map<ChildProcess, string>();
let exitHookInstalled = false;

/** A browser the engine drives, over its DevTools pipe. */
export interface Browser {
  /** The browser's version, as Chromium reports its product ("131.0.6778.85"). */
  version(): string;
  isConnected(): boolean;
  /** 'disconnected': once, when the browser's pipe closed (it exited, crashed or was closed). */
  on(event: 'disconnected', listener: () => void): void;
  once(event: 'disconnected', listener: () => void): void;
  off(event: 'disconnected', listener: () => void): void;
  /** A new page in a browser context of its own. */
  newPage(options: Omit<BrowserPageOptions, 'userAgent'>): Promise<BrowserPage>;
  /** Closes the browser (killed after CLOSE_TIMEOUT_MS) and removes its profile. */
  close(): Promise<void>;
}

/**
 * Starts `executablePath` with Inkpost's switches and `args`, its profile in a new folder of
 * `profilesIn` (default: the temp folder); rejects with its stderr if it does not answer.
 */
export async function launchBrowserProcess(executablePath: string, args: readonly string[], profilesIn = tmpdir()): Promise<Browser> {
  const profile = mkdtempSync(join(profilesIn, 'inkpost-chromium-'));
  // Its own process group, as Playwright started it: a terminal's Ctrl-C reaches the server,
  // which closes the browser in its own time, not the browser in the middle of a render.
  const child = spawn(executablePath, [...DEFAULT_SWITCHES, ...args, `--user-data-dir=${profile}`, '--remote-debugging-pipe', '--no-startup-window'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL)));
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve()); // not started at all (no such file)
  });
  trackUntilExit(child, profile, exited);
  const pipe = new DevToolsPipe(child.stdio[3] as Writable, child.stdio[4] as Readable);
  void exited.then(() => {
    pipe.close();
    removeFolder(profile);
  });

  let started: BrowserVersion;
  try {
    started = await startedWithin(pipe, child, () => stderr);
  } catch (error) {
    killGroup(child);
    await exited;
    throw error;
  }

  const events = new EventEmitter();
  pipe.once('closed', () => events.emit('disconnected'));
  return {
    version: () => started.product.split('/').pop() ?? started.product,
    isConnected: () => pipe.isOpen,
    on: (event, listener) => void events.on(event, listener),
    once: (event, listener) => void events.once(event, listener),
    off: (event, listener) => void events.off(event, listener),
    newPage: (options) => openBrowserPage(pipe, { ...options, userAgent: started.userAgent }),
    async close() {
      const killer = setTimeout(() => killGroup(child), CLOSE_TIMEOUT_MS);
      await pipe.send('Browser.close').catch(() => undefined); // answered at once by a browser already gone
      pipe.close();
      await exited;
      clearTimeout(killer);
    },
  };
}

interface BrowserVersion {
  product: string;
  userAgent: string;
}

/** The browser's first answer (its version), or why it did not start. */
function startedWithin(pipe: DevToolsPipe, child: ChildProcess, stderr: () => string): Promise<BrowserVersion> {
  return new Promise((resolve, reject) => {
    const fail = (why: string) => reject(new Error(`${why}${stderr().trim() ? `\n${stderr().trim()}` : ''}`));
    const timer = setTimeout(() => fail(`the browser did not answer within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      fail(`the browser could not be started: ${error.message}`);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(`the browser exited as it started (${signal ?? `code ${code}`})`);
    });
    pipe.send<BrowserVersion>('Browser.getVersion').then(
      (version) => {
        clearTimeout(timer);
        resolve(version);
      },
      () => undefined, // the exit above says why
    );
  });
}

function trackUntilExit(child: ChildProcess, profile: string, exited: Promise<void>): void {
  running.set(child, profile);
  void exited.then(() => running.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // The pipe's end would stop them too, a moment later; a process that exits kills its browsers now,
  // and removes their profiles (only a process killed outright leaves one, in the temp folder)
  process.once('exit', () => {
    for (const browser of running.keys()) killGroup(browser);
    // then the profiles: a browser's helpers, killed with it, no longer write into them
    for (const folder of running.values()) removeFolder(folder);
  });
}

/** Kills the browser and its helper processes (its process group, where it leads one) at once. */
function killGroup(browser: ChildProcess): void {
  try {
    if (process.platform !== 'win32' && browser.pid !== undefined) process.kill(-browser.pid, 'SIGKILL');
    else browser.kill('SIGKILL');
  } catch {
    browser.kill('SIGKILL'); // the group is gone already
  }
}

function removeFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
}
