// Poppler's pdftotext, for the tests that read a PDF's text layer back. npm test installs
// poppler-utils where it may (scripts/ensure-test-tools.sh); locally without it those
// tests are reported as skipped, and under CI=true they fail.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function pdftotextMissing(): string | false {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return false;
  } catch {
    return 'pdftotext is not installed (apt-get install poppler-utils)';
  }
}

/** The PDF's text as pdftotext reads it (its default reading order), one line a line, blank lines dropped. */
export function pdfText(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'inkpost-pdftotext-'));
  try {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.replace(/\f/g, '').trim())
      .filter((line) => line !== '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
