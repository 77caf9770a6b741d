/**
 * PNG encoding that skips the transparent rows above and below the ink: only the rows in
 * between go through the canvas library's encoder, and the transparent rows' data comes
 * from blank-rows.ts. Every row starts from a transparent row before it (the encoder of
 * each piece filters its first row against zeros), so the decoded pixels are exactly
 * those of encoding the whole canvas; a 100 mm note's transparent rows are most of the
 * encoding's work.
 */
import { createCanvas } from '@napi-rs/canvas';
import type { Canvas } from '@napi-rs/canvas';
import { isMainThread } from 'node:worker_threads';
import { adler32Combine } from './adler32.ts';
import { blankRows } from './blank-rows.ts';
import { type DeflateSegment, segmentOfPng } from './deflate-segment.ts';
import { PNG_SIGNATURE, readChunks, writeChunk } from './png-chunks.ts';

/** zlib header (deflate, 32 KB window, default level) and an empty final block (fixed codes). */
const ZLIB_HEADER = Uint8Array.from([0x78, 0x9c]);
const EMPTY_FINAL_BLOCK = Uint8Array.from([0x03, 0x00]);

/**
 * The canvas as a PNG, when every row outside [top, bottom) is fully transparent and so
 * is row bottom - 1 (unless bottom is the last row): the rows after it may be encoded
 * against the row before them.
 */
export async function encodePngRows(canvas: Canvas, top: number, bottom: number): Promise<Buffer> {
  const { width, height } = canvas;
  const band = createCanvas(width, bottom - top);
  band.getContext('2d').drawImage(canvas, 0, top, width, bottom - top, 0, 0, width, bottom - top);
  // a render worker has nothing else to do meanwhile: encoding on its own thread saves two
  // hand-overs to the libuv pool, each a wait for a core on a busy machine
  const bandPng = isMainThread ? await band.encode('png') : band.encodeSync('png');
  const segments: DeflateSegment[] = [...(await blankRows(width, top)), segmentOfPng(bandPng), ...(await blankRows(width, height - bottom))];
  let adler = 1;
  for (const s of segments) adler = adler32Combine(adler, s.adler, s.length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler);
  const idat = Buffer.concat([ZLIB_HEADER, ...segments.map((s) => s.deflate), EMPTY_FINAL_BLOCK, trailer]);
  const chunks = readChunks(bandPng).filter((c) => c.type !== 'IDAT' && c.type !== 'IEND');
  const ihdr = Buffer.from(chunks[0]!.data);
  ihdr.writeUInt32BE(height, 4);
  return Buffer.concat([PNG_SIGNATURE, writeChunk('IHDR', ihdr), ...chunks.slice(1).map((c) => writeChunk(c.type, c.data)), writeChunk('IDAT', idat), writeChunk('IEND', new Uint8Array(0))]);
}
