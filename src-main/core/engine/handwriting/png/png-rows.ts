// The rows of an 8-bit RGB or RGBA PNG that is not interlaced (what Chromium's screenshots are),
// unfiltered in place in the inflated stream, whose memory is given back the moment the caller is
// done with them (`release`: the ArrayBuffer transferred away) instead of when V8 next collects.
// A campaign decodes a design's pages (7-14 MB each) in each render worker at its start: left to
// V8, that garbage waits for its external-memory limit (64 MB an isolate), a peak of about 55 MB
// in the server (bench-footprint, docs/performance.md "Issue 44"). pngjs decodes any PNG but
// keeps its inflated stream and an RGBA copy to the collector; it stays the decoder for the rest.
import { inflateSync } from 'node:zlib';
import { PNG_SIGNATURE, readChunks, zlibStream } from './png-chunks.ts';
import { freeBytes } from '#core/base/own-bytes.ts';

export interface PngRows {
  width: number;
  height: number;
  /** 3: RGB; 4: RGBA. */
  channels: 3 | 4;
  /** Row y, raw: data.subarray(y * stride + 1, (y + 1) * stride) (its filter byte before it). */
  data: Uint8Array;
  stride: number;
  /** Gives the rows' memory back at once; `data` is empty after. */
  release(): void;
}

/** The image's raw rows, or undefined for a PNG of another kind (bit depth, palette, grey, interlace). */
export function readPngRows(png: Uint8Array): PngRows | undefined {
  if (png.length < PNG_SIGNATURE.length || PNG_SIGNATURE.some((b, i) => png[i] !== b)) return undefined;
  const chunks = readChunks(png);
  const header = chunks[0];
  if (header?.type !== 'IHDR' || header.data.length < 13) return undefined;
  const view = new DataView(header.data.buffer, header.data.byteOffset, header.data.byteLength);
  const [width, height] = [view.getUint32(0), view.getUint32(4)];
  const [depth, colourType, interlace] = [header.data[8], header.data[9], header.data[12]];
  if (depth !== 8 || (colourType !== 2 && colourType !== 6) || interlace !== 0) return undefined;
  const channels = colourType === 6 ? 4 : 3;
  const stride = 1 + width * channels;
  const compressed = zlibStream(chunks);
  const data = inflateSync(compressed);
  freeBytes(compressed);
  if (data.length !== height * stride) throw new Error(`PNG: ${data.length} bytes of rows, ${height * stride} expected`);
  for (let y = 0; y < height; y++) unfilter(data, y * stride, stride, channels);
  return { width, height, channels, data, stride, release: () => freeBytes(data) };
}

/** Undoes the row's filter in place (the row above is raw already). */
function unfilter(d: Uint8Array, at: number, stride: number, bpp: number): void {
  const filter = d[at];
  const start = at + 1;
  const end = at + stride;
  const hasUp = at > 0;
  switch (filter) {
    case 0:
      return;
    case 1: // Sub
      for (let i = start + bpp; i < end; i++) d[i] = d[i]! + d[i - bpp]!;
      return;
    case 2: // Up
      if (hasUp) for (let i = start; i < end; i++) d[i] = d[i]! + d[i - stride]!;
      return;
    case 3: // Average
      for (let i = start; i < end; i++) {
        const left = i - bpp >= start ? d[i - bpp]! : 0;
        const above = hasUp ? d[i - stride]! : 0;
        d[i] = d[i]! + ((left + above) >> 1);
      }
      return;
    case 4: // Paeth
      for (let i = start; i < end; i++) {
        const a = i - bpp >= start ? d[i - bpp]! : 0;
        const b = hasUp ? d[i - stride]! : 0;
        const c = hasUp && i - bpp >= start ? d[i - stride - bpp]! : 0;
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        d[i] = d[i]! + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      return;
    default:
      throw new Error(`PNG: filter type ${filter} in row ${Math.floor(at / stride)}`);
  }
}
