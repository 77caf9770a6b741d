/**
 * A PNG's image data as a piece of a longer zlib stream: its deflate data made
 * open-ended, and the Adler-32 and length of the filtered rows it inflates to.
 */
import { openDeflateEnd } from './deflate-open-end.ts';
import { readChunks, zlibStream } from './png-chunks.ts';

export interface DeflateSegment {
  deflate: Uint8Array;
  adler: number;
  /** Bytes it inflates to: (1 filter byte + 4 bytes a pixel) a row. */
  length: number;
}

export function segmentOfPng(png: Uint8Array): DeflateSegment {
  const chunks = readChunks(png);
  const ihdr = chunks[0];
  if (ihdr?.type !== 'IHDR' || ihdr.data[8] !== 8 || ihdr.data[9] !== 6 || ihdr.data[12] !== 0) throw new Error('Expected a non-interlaced 8-bit RGBA PNG');
  const view = new DataView(ihdr.data.buffer, ihdr.data.byteOffset, ihdr.data.byteLength);
  const zlib = zlibStream(chunks);
  if ((zlib[0]! & 0x0f) !== 8 || zlib[1]! & 0x20) throw new Error('Expected a zlib stream without a preset dictionary');
  return {
    deflate: openDeflateEnd(zlib.subarray(2, zlib.length - 4)),
    adler: new DataView(zlib.buffer, zlib.byteOffset + zlib.length - 4, 4).getUint32(0),
    length: view.getUint32(4) * (1 + view.getUint32(0) * 4),
  };
}
