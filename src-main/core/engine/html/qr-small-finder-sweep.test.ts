import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumMissing } from '#core/test-support/chromium.ts';
import { createHtmlSideEngine } from './create-html-side-engine.ts';
import type { HtmlSideEngine } from './html-side-engine.ts';
import { decodeSweepPage, describeMiss, renderSweepPage, seeded, sweepPage, WEAKEST_FINDERS } from '#core/test-support/qr-sweep.ts';

// The weakest finders of issue 33, swept with random content: the extra-rounded ring and the
// dot centre (every ring it sits in, every centre an extra-rounded ring holds) at 10, 11 and
// 12 mm, where a version 6 code's modules are 2.6 to 3.1 pixels at 300 dpi. Random tracked URLs
// (the server's shape: an origin, /q/ and a 16-character code, some behind a longer public
// URL), random ECL and dots type, each code at a random sub-millimetre placement on one A4
// page a size, decoded from ONE frame of the 300 dpi preview by jsQR and by ZXing. A fixed
// seed, so the same codes every run; every one must read. The larger, opt-in run over other
// seeds, every style and the print PDF too: scripts/qr-sweep.ts (docs/html-rendering.md).
const SIZES = [10, 11, 12];

let renderer: HtmlSideEngine;
beforeAll(async () => {
  renderer = createHtmlSideEngine({ poolSize: 1 });
  if (!chromiumMissing) await renderer.warmUp();
});
afterAll(() => renderer.close());

describe.skipIf(Boolean(chromiumMissing))('the smallest extra-rounded and dot-centre finders, random content', () => {
  it('reads every code at 10, 11 and 12 mm in one frame of the preview, with jsQR and with ZXing', async () => {
    const random = seeded(33);
    const failures: string[] = [];
    let decodes = 0;
    for (const sizeMm of SIZES) {
      const placed = sweepPage(sizeMm, random, WEAKEST_FINDERS);
      const { preview } = await renderSweepPage(renderer, sizeMm, placed);
      const result = decodeSweepPage(preview, sizeMm, placed, 'preview');
      decodes += result.decodes;
      failures.push(...result.misses.map(describeMiss));
    }
    expect(decodes).toBeGreaterThan(1200);
    expect(failures).toEqual([]);
  }, 120_000);
});
