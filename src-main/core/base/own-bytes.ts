// Bytes in memory of their own, so that keeping them holds no more than they are, and freeing them frees it now.

/**
 * The bytes in an ArrayBuffer of their own size. Node's zlib answers a result that fits in one
 * output chunk as a view of that chunk (64 KiB on Node 24): a compressed stripe or page kept for
 * a campaign's life would hold 64 KiB for a few KB (issue 44).
 */
export function exactBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteLength < bytes.buffer.byteLength ? new Uint8Array(bytes) : bytes;
}

/**
 * Frees a buffer's memory now rather than when the collector finds it unreachable, if the buffer
 * is all its ArrayBuffer (never a slice of Node's pool or of a caller's bytes); it is empty after.
 */
export function freeBytes(bytes: Uint8Array | Uint8ClampedArray): void {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) {
    (bytes.buffer as ArrayBuffer & { transfer(length: number): ArrayBuffer }).transfer(0);
  }
}
