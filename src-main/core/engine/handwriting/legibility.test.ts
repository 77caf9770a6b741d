import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FONT_FAMILIES, PENS } from '#shared/handwriting.ts';
import { MAX_VARIATION_COST_PP, characterAccuracy, ocrAccuracy, pool, tesseractMissing } from './legibility.ts';

// npm test installs tesseract where it may (scripts/ensure-test-tools.sh). Locally without
// it the budget is reported as skipped; in CI a missing tesseract fails the run.
const missing = tesseractMissing();
const ci = process.env.CI === 'true';
if (missing && !ci) console.warn(`Skipping the OCR legibility budget: ${missing}`);

describe('characterAccuracy', () => {
  it('scores an exact reading 100 and counts edits against the length', () => {
    expect(characterAccuracy('Hello  World', 'hello world')).toBe(100);
    expect(characterAccuracy('hallo world', 'hello world')).toBeCloseTo((1 - 1 / 11) * 100, 6);
    expect(characterAccuracy('', 'hello')).toBe(0);
  });
});

describe.skipIf(Boolean(missing) && !ci)('legibility budget (tesseract OCR)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'inkpost-ocr-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // every hand, plain font against one render with each pen (the variation's mean)
  it.each(FONT_FAMILIES)('%s reads at most 5 points worse than its plain font', async (family) => {
    if (missing) throw new Error(`The legibility budget needs tesseract in CI: ${missing}`);
    const [plain, ...varied] = await pool([() => ocrAccuracy(family, null, dir), ...PENS.map((pen) => () => ocrAccuracy(family, `budget-${pen}`, dir, pen))], 2);
    const mean = varied.reduce((a, b) => a + b, 0) / varied.length;
    expect(mean, `${family}: plain ${plain!.toFixed(1)}%, with pens ${varied.map((v) => v.toFixed(1)).join(' / ')}%`).toBeGreaterThanOrEqual(plain! - MAX_VARIATION_COST_PP);
  }, 60_000);
});
