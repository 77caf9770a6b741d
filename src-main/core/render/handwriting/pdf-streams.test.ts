import { inflateSync } from 'node:zlib';
import { lineTo, moveTo, stroke } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { compressFormContent } from './pdf-streams.ts';

describe('compressFormContent', () => {
  const operators = [moveTo(0, 0), lineTo(10, 20), lineTo(30, 5), stroke()];

  it('compresses the operators as a content stream', () => {
    expect(inflateSync(compressFormContent(operators)).toString('latin1')).toBe('0 0 m\n10 20 l\n30 5 l\nS\n');
  });

  it('owns exactly its bytes, so the cache of forms keeps no zlib output chunk alive', () => {
    const bytes = compressFormContent(operators);
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
  });
});
