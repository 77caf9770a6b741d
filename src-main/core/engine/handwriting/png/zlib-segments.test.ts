import { randomBytes } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { adler32, adler32Combine, deflateSegment, zlibFromSegments } from './zlib-segments.ts';

/** zlib's own Adler-32 of the data: the last four bytes of its stream. */
const zlibAdler = (data: Uint8Array): number => deflateSync(data).readUInt32BE(deflateSync(data).length - 4);

describe('zlib segments', () => {
  it("sums Adler-32 as zlib does, whole and combined from parts", () => {
    const data = Buffer.concat([randomBytes(70_000), Buffer.alloc(200_000, 255), randomBytes(3)]); // runs past every reduction
    expect(adler32(data)).toBe(zlibAdler(data));
    expect(adler32(new Uint8Array(0))).toBe(1);
    for (const cut of [0, 1, 5552, 65521, 70_000, data.length]) {
      const [a, b] = [data.subarray(0, cut), data.subarray(cut)];
      expect(adler32Combine(adler32(a), adler32(b), b.length), `cut at ${cut}`).toBe(zlibAdler(data));
    }
  });

  it('makes one zlib stream of segments compressed apart, that inflates to their data in order', () => {
    const parts = [Buffer.alloc(50_000), randomBytes(10_000), Buffer.alloc(0), Buffer.alloc(30_000, 7)];
    const stream = zlibFromSegments(parts.map((part) => deflateSegment(part)));
    expect(inflateSync(stream).equals(Buffer.concat(parts))).toBe(true); // inflate checks the Adler-32
    expect(inflateSync(zlibFromSegments([])).length).toBe(0);
  });
});
