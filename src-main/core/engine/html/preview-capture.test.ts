import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { productByKey } from '#shared/products.ts';
import { pngPixels } from '#core/test-support/png.ts';
import { pageGeometry, previewPixels } from './page-geometry.ts';
import { type ScreenshotClip, capturePreview, clipHandling, previewViewport } from './preview-capture.ts';

/**
 * A stand-in for Page.captureScreenshot: an image of round(size x scale) px, where
 * size is the clip's CSS size as given (Chromium 156) or truncated to whole CSS
 * px (the headless shell 147). Each pixel holds its own x and y (mod 256) in red
 * and green, so a crop that shifted or scaled anything would show.
 */
function fakeBrowser(truncates: boolean) {
  const clips: ScreenshotClip[] = [];
  const capture = async (clip: ScreenshotClip) => {
    clips.push(clip);
    const size = (css: number) => Math.round((truncates ? Math.trunc(css) : css) * clip.scale);
    const canvas = createCanvas(size(clip.width), size(clip.height));
    const ctx = canvas.getContext('2d');
    const image = ctx.createImageData(canvas.width, canvas.height);
    for (let i = 0, y = 0; y < canvas.height; y++) {
      for (let x = 0; x < canvas.width; x++, i += 4) {
        image.data[i] = x % 256;
        image.data[i + 1] = y % 256;
        image.data[i + 3] = 255;
      }
    }
    ctx.putImageData(image, 0, 0);
    return canvas.encode('png');
  };
  return { clips, capture };
}

const a6 = pageGeometry(productByKey('a6_postcard')!);

describe('capturePreview', () => {
  it('takes the exact clip once from a browser that honours it', async () => {
    const browser = fakeBrowser(false);
    const handling = clipHandling();
    const png = await capturePreview(browser.capture, a6, 300, handling);
    expect(await pngPixels(Buffer.from(png))).toMatchObject({ width: 1819, height: 1311 });
    expect(browser.clips).toEqual([{ x: 0, y: 0, width: expect.closeTo(582.047, 3), height: expect.closeTo(419.528, 3), scale: 3.125 }]);
    expect(handling.wholeCssPx).toBe(false);
  });

  it('from a browser that truncates the clip, asks for whole CSS px and cuts the PNG to the page', async () => {
    const browser = fakeBrowser(true);
    const handling = clipHandling();
    for (const [geometry, dpi] of [
      [a6, 300],
      [a6, 96],
      [pageGeometry(productByKey('a4_letter')!, 'landscape'), 72],
    ] as const) {
      const pixels = await pngPixels(Buffer.from(await capturePreview(browser.capture, geometry, dpi, handling)));
      expect({ width: pixels.width, height: pixels.height }).toEqual(previewPixels(geometry, dpi));
      // The last pixel is the capture's own pixel at that place: cut at the right and bottom, nothing moved.
      const last = (pixels.width * pixels.height - 1) * 4;
      expect([...pixels.data.subarray(last, last + 3)]).toEqual([(pixels.width - 1) % 256, (pixels.height - 1) % 256, 0]);
    }
    // The first preview learnt it (a fractional clip, then whole px); the others asked for whole px at once.
    expect(browser.clips.map((c) => [c.width, c.height, c.scale])).toEqual([
      [expect.closeTo(582.047, 3), expect.closeTo(419.528, 3), 3.125],
      [583, 420, 3.125],
      [582, 420, 1],
      [1146, 816, 0.75],
    ]);
    expect(handling.wholeCssPx).toBe(true);
  });

  it('sizes the viewport to cover both the page and the whole CSS px of its preview', () => {
    expect(previewViewport(a6, 300)).toEqual({ width: 583, height: 420 });
    // 4x6 in + bleed is exactly 600 CSS px wide; at 99 dpi its 618.75 px round up to 619, i.e. 600.24 CSS px.
    const fourBySix = pageGeometry(productByKey('4x6_postcard')!);
    expect(previewPixels(fourBySix, 99).width).toBe(619);
    expect(previewViewport(fourBySix, 99).width).toBe(601);
  });
});
