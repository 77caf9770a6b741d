/**
 * A zlib stream put together from raw deflate segments compressed apart: a PNG whose rows are
 * mostly the same from one image to the next (a card's page under each recipient's ink) keeps
 * the unchanged rows compressed and deflates only the rest (compose-png.ts). Each segment ends
 * on a byte boundary (a sync flush) and is not final, so segments follow one another as they
 * are; the stream ends with an empty final block and the Adler-32 of all the data, combined
 * from each segment's as zlib's adler32_combine does (RFC 1950).
 */
import { constants, deflateRawSync } from 'node:zlib';
import { exactBytes } from '#core/base/own-bytes.ts';

export interface ZlibSegment {
  /** Raw deflate, sync-flushed, not final. */
  bytes: Uint8Array;
  /** Adler-32 and length of the data it holds. */
  adler: number;
  length: number;
}

export const ADLER_BASE = 65521;
/** Bytes summed between reductions (the sums stay exact integers in a double far beyond). */
const RUN = 3800;

export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; ) {
    const end = Math.min(bytes.length, i + RUN);
    for (; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= ADLER_BASE;
    b %= ADLER_BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** The Adler-32 of data A then B, from A's, B's and B's length. */
export function adler32Combine(adlerA: number, adlerB: number, lengthB: number): number {
  const rem = lengthB % ADLER_BASE;
  let sum1 = adlerA & 0xffff;
  let sum2 = (rem * sum1) % ADLER_BASE;
  sum1 = (sum1 + (adlerB & 0xffff) + ADLER_BASE - 1) % ADLER_BASE;
  sum2 = (sum2 + (adlerA >>> 16) + (adlerB >>> 16) + ADLER_BASE - rem) % ADLER_BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

/** How a PNG's filtered rows are deflated here: run-length matches only (filtered paper and transparency are long runs of zeros). */
const RUN_LENGTH_DEFLATE = { level: 6, strategy: constants.Z_RLE } as const;

/** The data as a segment, deflated as RUN_LENGTH_DEFLATE says (`known`: its Adler-32, when the caller has it). */
export function deflateSegment(data: Uint8Array, known?: { adler: number }): ZlibSegment {
  // kept by a page's stripes for the campaign: in memory of its size, not zlib's output chunk
  return { bytes: exactBytes(deflateRawSync(data, { ...RUN_LENGTH_DEFLATE, finishFlush: constants.Z_SYNC_FLUSH })), adler: known?.adler ?? adler32(data), length: data.length };
}

/** zlib's header (deflate, 32 KB window, no dictionary, check bits) and an empty final block (fixed codes, end of block). */
const HEADER = Uint8Array.from([0x78, 0x01]);
const FINAL_BLOCK = Uint8Array.from([0x03, 0x00]);

/** The zlib stream of the segments' data, in order. */
export function zlibFromSegments(segments: readonly ZlibSegment[]): Buffer {
  let adler = 1;
  for (const s of segments) adler = adler32Combine(adler, s.adler, s.length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler, 0);
  return Buffer.concat([HEADER, ...segments.map((s) => s.bytes), FINAL_BLOCK, trailer]);
}
