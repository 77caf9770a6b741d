/** Adler-32 of two pieces of data joined, from each piece's checksum (zlib's adler32_combine). */
const BASE = 65521;

export function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % BASE;
  const a1 = first & 0xffff;
  const b1 = first >>> 16;
  const a2 = second & 0xffff;
  const b2 = second >>> 16;
  const a = (a1 + a2 + BASE - 1) % BASE;
  const b = (b1 + b2 + ((rem * a1) % BASE) + BASE - rem) % BASE;
  return ((b << 16) | a) >>> 0;
}
