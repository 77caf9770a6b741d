/**
 * Canvases reused across PNG renders, by size. A 100 mm canvas at 300 dpi is 5.6 MB of
 * pixels that the canvas library reports to V8 as external memory: creating one per
 * request made V8 start a full mark-compact of the server's heap every few requests,
 * and its marking ran on the main thread in the middle of renders (about 20 ms a
 * request, more than any drawing). A reused canvas is wiped with `reset()` (pixels,
 * recorded drawing and state), so a render gives the same bytes on a new or a reused one.
 *
 * Bounded: idle canvases are kept up to IDLE_BYTES in all (the least recently used size
 * goes first), at most IDLE_PER_SIZE of a size, and none larger than the pool.
 */
import { createCanvas } from '@napi-rs/canvas';
import type { Canvas } from '@napi-rs/canvas';

/**
 * Pixel bytes of idle canvases kept in all (a postcard's sheet and a few note sizes). Each
 * render worker has a pool: at 48 MB and two a size, the pools of two workers held about
 * 20 MB more at the peak of scripts/bench-recipients.ts, for no faster renders; 12 MB rather
 * than 24 took a few MB more off the peak of scripts/bench-footprint.ts (282-288 MB against
 * 285-301, with the server's other memory settings in heap-limits.ts), for the same CPU a card.
 */
export const IDLE_BYTES = 12 * 1024 * 1024;
/** Idle canvases kept per size (a worker paints one sheet at a time; concurrent renders of one size beyond this allocate). */
export const IDLE_PER_SIZE = 1;

const idle = new Map<string, Canvas[]>();
let idleBytes = 0;

const bytesOf = (width: number, height: number): number => width * height * 4;

/** A blank canvas of the size, in its default state: a reused one if there is one. */
export function acquireCanvas(width: number, height: number): Canvas {
  const key = `${width}x${height}`;
  const free = idle.get(key);
  const canvas = free?.pop();
  if (!canvas) return createCanvas(width, height);
  idleBytes -= bytesOf(width, height);
  if (free!.length === 0) idle.delete(key);
  canvas.getContext('2d').reset();
  return canvas;
}

/** Gives a canvas back once nothing reads it any more (after its encode has resolved). */
export function releaseCanvas(canvas: Canvas): void {
  const bytes = bytesOf(canvas.width, canvas.height);
  if (bytes > IDLE_BYTES) return;
  const key = `${canvas.width}x${canvas.height}`;
  const free = idle.get(key) ?? [];
  if (free.length >= IDLE_PER_SIZE) return;
  // most recently used size last, so eviction walks from the oldest
  idle.delete(key);
  free.push(canvas);
  idle.set(key, free);
  idleBytes += bytes;
  for (const [k, list] of idle) {
    if (idleBytes <= IDLE_BYTES) break;
    const [w, h] = k.split('x').map(Number) as [number, number];
    idleBytes -= bytesOf(w, h) * list.length;
    idle.delete(k);
  }
}

/** Idle canvases and their pixel bytes (for tests and diagnostics). */
export function idleCanvasStats(): { canvases: number; bytes: number } {
  let canvases = 0;
  for (const list of idle.values()) canvases += list.length;
  return { canvases, bytes: idleBytes };
}
