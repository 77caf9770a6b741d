/**
 * The top-left width x height pixels of a PNG, without decoding its pixels.
 *
 * PNG's row filters predict a byte from the bytes to its left and the row above
 * (Sub, Up, Average, Paeth), never from the right or below, so dropping columns
 * at the right and rows at the bottom leaves every kept byte decodable exactly
 * as before: inflate the image data, keep the start of each of the first rows,
 * deflate again. Non-interlaced images only (Adam7 passes are not rows).
 */
import { promisify } from 'node:util';
import { deflate, inflate } from 'node:zlib';
import { PNG_SIGNATURE, readChunks, writeChunk, zlibStream } from '../handwriting/png/png-chunks.ts';

const inflateAsync = promisify(inflate);
const deflateAsync = promisify(deflate);

/** Samples per pixel of each PNG colour type. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export function pngDimensions(png: Uint8Array): { width: number; height: number } {
  const ihdr = readChunks(png)[0];
  if (ihdr?.type !== 'IHDR') throw new Error('not a PNG');
  const view = new DataView(ihdr.data.buffer, ihdr.data.byteOffset, ihdr.data.byteLength);
  return { width: view.getUint32(0), height: view.getUint32(4) };
}

export async function cropPng(png: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  const chunks = readChunks(png);
  const ihdr = chunks[0];
  if (ihdr?.type !== 'IHDR') throw new Error('not a PNG');
  const view = new DataView(ihdr.data.buffer, ihdr.data.byteOffset, ihdr.data.byteLength);
  const from = { width: view.getUint32(0), height: view.getUint32(4) };
  if (from.width === width && from.height === height) return png;
  if (width < 1 || height < 1 || width > from.width || height > from.height) throw new Error(`cannot crop a ${from.width} x ${from.height} PNG to ${width} x ${height}`);
  const [bitDepth = 0, colorType = -1, , , interlace] = ihdr.data.subarray(8);
  const channels = CHANNELS[colorType];
  if (channels === undefined || interlace !== 0) throw new Error('Expected a non-interlaced PNG');
  const rowBytes = (w: number) => 1 + Math.ceil((w * channels * bitDepth) / 8); // filter type byte, then the samples
  const stride = rowBytes(from.width);
  const keep = rowBytes(width);
  const rows = await inflateAsync(zlibStream(chunks));
  if (rows.length < stride * from.height) throw new Error('PNG image data is short');
  const cropped = Buffer.allocUnsafe(keep * height);
  for (let y = 0; y < height; y++) rows.copy(cropped, y * keep, y * stride, y * stride + keep);
  const idat = await deflateAsync(cropped);
  const header = Buffer.from(ihdr.data);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  const out: Uint8Array[] = [PNG_SIGNATURE, writeChunk('IHDR', header)];
  let wroteData = false;
  for (const chunk of chunks.slice(1)) {
    if (chunk.type !== 'IDAT') out.push(writeChunk(chunk.type, chunk.data));
    else if (!wroteData) {
      out.push(writeChunk('IDAT', idat));
      wroteData = true;
    }
  }
  return Buffer.concat(out);
}
