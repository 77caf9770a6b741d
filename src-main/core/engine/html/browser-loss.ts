// Telling a browser that went away from a page's own failure (createChromiumEngine).
import type { Browser } from './chromium-launch.ts';

/** A page could not be opened because its browser went away meanwhile: the render is tried once more. */
export class LostWhileOpening extends Error {
  readonly original: unknown;
  constructor(original: unknown) {
    super('the browser went away while a page was being opened');
    this.original = original;
  }
}

/** How long a failed render waits for its browser's disconnection before taking the failure as the page's own. */
export const LOST_WITHIN_MS = 2_000;

/** Whether `browser` is disconnected, or disconnects within `ms` (the engine's own listener has run by then). */
export function disconnectedWithin(browser: Browser, ms: number): Promise<boolean> {
  if (!browser.isConnected()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const gone = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      browser.off('disconnected', gone);
      resolve(false);
    }, ms);
    browser.once('disconnected', gone);
  });
}
