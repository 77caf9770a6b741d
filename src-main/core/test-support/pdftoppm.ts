import { execFile } from 'node:child_process';

/**
 * Tests that rasterise print PDFs use poppler's pdftoppm (Debian's poppler-utils, which
 * scripts/ensure-test-tools.sh installs). Where it is missing they are reported as
 * skipped with the reason, except in CI (CI=true), where that is a failure.
 */
export const pdftoppmMissing = await new Promise<string | false>((resolve) => {
  execFile('pdftoppm', ['-v'], (error) => resolve(error ? 'pdftoppm not found (apt-get install poppler-utils)' : false));
});
if (pdftoppmMissing) {
  if (process.env['CI'] === 'true') throw new Error(`Print PDF tests cannot run in CI: ${pdftoppmMissing}`);
  console.warn(`Skipping print PDF tests: ${pdftoppmMissing}`);
}
