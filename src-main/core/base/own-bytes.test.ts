import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { exactBytes, freeBytes } from './own-bytes.ts';

describe('exactBytes', () => {
  it("holds a small zlib result in memory of its own size, not the 64 KiB chunk zlib answered a view of", () => {
    const compressed = deflateRawSync(new Uint8Array(1000));
    expect(compressed.buffer.byteLength).toBeGreaterThan(compressed.byteLength * 100); // what is fixed here
    const own = exactBytes(compressed);
    expect(own.buffer.byteLength).toBe(compressed.byteLength);
    expect([...own]).toEqual([...compressed]);
  });

  it('answers bytes that already fill their memory as they are, without a copy', () => {
    const whole = new Uint8Array([1, 2, 3]);
    expect(exactBytes(whole)).toBe(whole);
  });

  it('frees bytes that are all their memory now, and leaves a view of shared memory alone', () => {
    const own = new Uint8Array(1 << 20);
    freeBytes(own);
    expect(own.byteLength).toBe(0);
    const whole = new Uint8Array(16);
    const view = whole.subarray(4, 8);
    freeBytes(view);
    expect([view.byteLength, whole.byteLength]).toEqual([4, 16]);
  });
});
