/** Reading and writing PNG chunks (length, type, data, CRC-32 of type and data). */
import { crc32 } from 'node:zlib';

export const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface PngChunk {
  type: string;
  data: Uint8Array;
}

export function readChunks(png: Uint8Array): PngChunk[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: PngChunk[] = [];
  for (let o = PNG_SIGNATURE.length; o + 12 <= png.length; ) {
    const length = view.getUint32(o);
    const type = String.fromCharCode(...png.subarray(o + 4, o + 8));
    chunks.push({ type, data: png.subarray(o + 8, o + 8 + length) });
    o += 12 + length;
  }
  return chunks;
}

/** The zlib stream of the image: its IDAT chunks' data, in order. */
export function zlibStream(chunks: readonly PngChunk[]): Uint8Array {
  return Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
}

export function writeChunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
