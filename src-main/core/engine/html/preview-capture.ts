/**
 * The preview PNG of a page, exactly previewPixels(geometry, dpi) in size, from
 * any Chromium the engines drive.
 *
 * Page.captureScreenshot takes its clip in CSS px, and a page is seldom a whole
 * number of them (an A6 side with bleed is 582.05 x 419.53 CSS px). Recent
 * Chromium (156) scales the clip as given and rounds: 419.53 x 300/96 = 1311 px.
 * Older ones (the headless shell 147 of @sparticuz/chromium) first cut the
 * clip's size down to whole CSS px (DevTools' PageHandler sizes the image as
 * gfx::Size(clip.width, clip.height), an integer truncation), then crop the
 * capture to that: 419 x 3.125 = 1309 px, the last 2 px of bleed cut off. No
 * clip of whole CSS px gives 1311 px at 300 dpi either (419 -> 1309, 420 -> 1313).
 *
 * So the exact clip is asked for first; a browser that answers with fewer pixels
 * than the page has is from then on asked for the whole CSS px that cover the
 * page (which every Chromium captures alike, at the same scale), and the PNG is
 * cut to the page's pixels at its right and bottom edges. Nothing is resampled.
 */
import { cropPng, pngDimensions } from './crop-png.ts';
import { CSS_PX_PER_INCH, type PageGeometry, mmToCssPx, previewPixels } from './page-geometry.ts';

export interface ScreenshotClip {
  x: number;
  y: number;
  width: number;
  height: number;
  scale: number;
}

/** Page.captureScreenshot with this clip, the PNG bytes. */
export type CaptureClip = (clip: ScreenshotClip) => Promise<Uint8Array>;

/** What one browser was found to do with a clip of fractional CSS px (one per launched browser). */
export interface ClipHandling {
  /** It cut such a clip to whole CSS px: ask for whole CSS px and crop. */
  wholeCssPx: boolean;
}

export function clipHandling(): ClipHandling {
  return { wholeCssPx: false };
}

/** The whole CSS px that cover the preview's pixels at this scale. */
function coveringCssPx(pixels: number, scale: number): number {
  return Math.ceil(pixels / scale);
}

/** Viewport for a page: whole CSS px covering both the page and its preview's pixels. */
export function previewViewport(geometry: PageGeometry, dpi: number): { width: number; height: number } {
  const scale = dpi / CSS_PX_PER_INCH;
  const px = previewPixels(geometry, dpi);
  return {
    width: Math.max(Math.ceil(mmToCssPx(geometry.widthMm)), coveringCssPx(px.width, scale)),
    height: Math.max(Math.ceil(mmToCssPx(geometry.heightMm)), coveringCssPx(px.height, scale)),
  };
}

export async function capturePreview(capture: CaptureClip, geometry: PageGeometry, dpi: number, handling: ClipHandling): Promise<Uint8Array> {
  const scale = dpi / CSS_PX_PER_INCH;
  const want = previewPixels(geometry, dpi);
  if (!handling.wholeCssPx) {
    const png = await capture({ x: 0, y: 0, width: mmToCssPx(geometry.widthMm), height: mmToCssPx(geometry.heightMm), scale });
    const got = pngDimensions(png);
    if (got.width >= want.width && got.height >= want.height) return cropPng(png, want.width, want.height);
    handling.wholeCssPx = true;
  }
  const png = await capture({ x: 0, y: 0, width: coveringCssPx(want.width, scale), height: coveringCssPx(want.height, scale), scale });
  return cropPng(png, want.width, want.height);
}
