/**
 * An ink patch's pixels, read back from a canvas into memory this thread can give back at once.
 *
 * The canvas library answers getImageData from its own allocator (mimalloc), freed only when V8
 * collects the answer. A card's patches live through the rest of its drawing (its other blocks,
 * its Smart QR code, its PDF), so their answers were promoted to the old generation and their
 * pixels, about 5 MB a card, waited there for the next full collection, several cards later
 * (issue 44: the canvas library's allocator held 13-20 MB more during a campaign than at rest).
 * Copied at once, the library's answer dies young; releaseInkPatches gives the copies back the
 * moment the preview is composed.
 */
import { setImmediate } from 'node:timers/promises';
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { InkPatch } from './compose-png.ts';
import { freeBytes } from '#core/base/own-bytes.ts';

/** The canvas's straight-alpha RGBA pixels of the rectangle (as getImageData answers them), in an ArrayBuffer of their own. */
export function readInkPixels(ctx: SKRSContext2D, x: number, y: number, width: number, height: number): Uint8ClampedArray {
  return new Uint8ClampedArray(ctx.getImageData(x, y, width, height).data);
}

/**
 * Lets the event loop turn, which is when the canvas library gives back the memory of the
 * getImageData answers V8 has collected (their Node-API finalization is deferred to the event
 * loop; a card's drawing brings many young-generation collections). A card composed in one go held every answer of the card until its end (the A6 reminder's
 * back about 5 MB in each render worker, on top of the copies): a turn between sides frees them
 * before the preview is composed and the next side drawn.
 */
export async function giveReadBacksBack(): Promise<void> {
  await setImmediate();
}

/** Gives the patches' pixels back now, rather than at the collector's next full collection; the patches are empty after. */
export function releaseInkPatches(patches: readonly InkPatch[]): void {
  for (const patch of patches) freeBytes(patch.data);
}
