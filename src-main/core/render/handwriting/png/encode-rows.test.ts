import { createCanvas } from '@napi-rs/canvas';
import { crc32, deflateRawSync, inflateRawSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngPixels, pngSize } from '#core/test-support/png.ts';
import { layoutHandwriting } from '../layout.ts';
import { drawDisplayList } from '../paint-png.ts';
import { adler32Combine } from './adler32.ts';
import { openDeflateEnd } from './deflate-open-end.ts';
import { encodePngRows } from './encode-rows.ts';
import { readChunks, zlibStream } from './png-chunks.ts';

function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** Bytes with long repeats and noise, so deflate uses matches, literals and dynamic codes. */
function sample(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = i % 97 < 40 ? 0 : x >> 23;
  }
  return out;
}

describe('openDeflateEnd', () => {
  it('lets more deflate data follow a stream of any block type', () => {
    const parts = [sample(100_000, 1), Buffer.from('fixed codes'), sample(3_000, 2), sample(70_000, 3)];
    const levels = [6, 6, 0, 9]; // level 0: stored blocks
    const joined = Buffer.concat([...parts.map((p, i) => openDeflateEnd(deflateRawSync(p, { level: levels[i] }))), Buffer.from([0x03, 0x00])]);
    expect(inflateRawSync(joined).equals(Buffer.concat(parts))).toBe(true);
  });
});

describe('adler32Combine', () => {
  it('equals the checksum of the joined data', () => {
    const a = sample(70_000, 4);
    const b = sample(123_457, 5);
    expect(adler32Combine(adler32(a), adler32(b), b.length)).toBe(adler32(Buffer.concat([a, b])));
  });
});

describe('encodePngRows', () => {
  it('gives the pixels of encoding the whole canvas, in a valid PNG', async () => {
    const list = layoutHandwriting({ content: 'Dear Sam,<br>thank you for the flowers.', widthMm: 100, heightMm: 100, paddingMm: 30, seed: 'rows', pen: 'gel' });
    const canvas = createCanvas(1181, 1181);
    drawDisplayList(canvas.getContext('2d'), list, 300 / 25.4);
    const whole = await canvas.encode('png');
    const rows = await encodePngRows(canvas, 300, 700);
    expect(pngSize(rows)).toEqual({ width: 1181, height: 1181 });
    expect(Buffer.from((await pngPixels(rows)).data).equals(Buffer.from((await pngPixels(whole)).data))).toBe(true);
    const chunks = readChunks(rows);
    expect(chunks.map((c) => c.type)).toEqual(readChunks(whole).map((c) => c.type).filter((t, i, all) => t !== 'IDAT' || all.indexOf(t) === i));
    for (const c of chunks) {
      const at = rows.indexOf(Buffer.from(c.type, 'latin1'), 8) - 4;
      expect(rows.readUInt32BE(at + 8 + c.data.length), c.type).toBe(crc32(rows.subarray(at + 4, at + 8 + c.data.length)));
    }
    expect(inflateSync(zlibStream(chunks)).length).toBe(1181 * (1 + 1181 * 4)); // inflateSync checks the Adler-32
  });
});
