/**
 * A cell's ink as outlines: VTracer (through @neplex/vectorizer) traces the binary mask to
 * cubic splines, one path per piece of ink with its holes as subpaths.
 */
import { type Config, vectorizeRawSync } from '@neplex/vectorizer';
import { type Contour, orientContours, parsePath } from './svg-path.ts';

// The package declares its enums as ambient const enums, which isolated modules cannot read: their values here.
const CONFIG: Config = {
  colorMode: 1, // ColorMode.Binary
  hierarchical: 1, // Hierarchical.Cutout
  filterSpeckle: 4,
  colorPrecision: 6,
  layerDifference: 16,
  mode: 2, // PathSimplifyMode.Spline
  cornerThreshold: 60,
  lengthThreshold: 4,
  maxIterations: 10,
  spliceThreshold: 45,
  pathPrecision: 3,
};

/** Traces `mask` (1 = ink, `width` x `height`), mapping pixel positions through `map`. */
export function traceMask(mask: Uint8Array, width: number, height: number, map: (x: number, y: number) => [number, number]): Contour[] {
  // a white border keeps every piece of ink closed inside the picture
  const W = width + 4;
  const H = height + 4;
  const rgba = Buffer.alloc(W * H * 4, 255);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      const o = ((y + 2) * W + x + 2) * 4;
      rgba[o] = rgba[o + 1] = rgba[o + 2] = 0;
    }
  const svg = vectorizeRawSync(rgba, { width: W, height: H }, CONFIG);
  const contours: Contour[] = [];
  for (const m of svg.matchAll(/<path d="([^"]*)" fill="(#[0-9a-fA-F]{6})"(?: transform="translate\(([-\d.e]+),([-\d.e]+)\)")?/g)) {
    if (m[2]!.toLowerCase() !== '#000000') continue;
    const tx = Number(m[3] ?? 0) - 2;
    const ty = Number(m[4] ?? 0) - 2;
    contours.push(...parsePath(m[1]!, (x, y) => map(x + tx, y + ty)));
  }
  return orientContours(contours);
}
