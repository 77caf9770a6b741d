import { browserCandidates } from '../engine/html/index.ts';

async function missingReason(): Promise<string | false> {
  for (const candidate of browserCandidates()) {
    if (await candidate.locate().catch(() => undefined)) return false;
  }
  return 'no browser found (INKPOST_CHROMIUM, installed Chrome or Chromium, Playwright browsers, bundled @sparticuz/chromium)';
}

/**
 * Tests that render HTML need a Chromium (any candidate of the renderer's own
 * search, the bundled one included). Where none exists they are reported as
 * skipped with the reason, except in CI (CI=true), where that is a failure.
 */
export const chromiumMissing = await missingReason();
if (chromiumMissing) {
  if (process.env['CI'] === 'true') throw new Error(`HTML render tests cannot run in CI: ${chromiumMissing}`);
  console.warn(`Skipping HTML render tests: ${chromiumMissing}`);
}
