import { existsSync } from 'node:fs';
import { chromiumExecutable } from '../render/html/index.ts';

function missingReason(): string | false {
  try {
    const path = chromiumExecutable();
    return existsSync(path) ? false : `no Chromium at ${path}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Tests that render HTML need Debian's Chromium (npm test installs it when run as
 * root). Without it they are reported as skipped, and the reason is printed.
 */
export const chromiumMissing = missingReason();
if (chromiumMissing) console.warn(`Skipping HTML render tests: ${chromiumMissing}`);
