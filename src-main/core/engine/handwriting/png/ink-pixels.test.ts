import { execFileSync } from 'node:child_process';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { readInkPixels, releaseInkPatches } from './ink-pixels.ts';

describe('ink pixels', () => {
  it('reads the pixels getImageData answers, straight alpha, into memory of their own that can be given back at once', () => {
    const canvas = createCanvas(40, 30);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = 'rgba(200, 100, 50, 0.5)';
    ctx.fillRect(5, 5, 20, 10);
    const pixels = readInkPixels(ctx, 2, 3, 30, 20);
    expect([...pixels]).toEqual([...ctx.getImageData(2, 3, 30, 20).data]);
    expect(pixels.buffer.byteLength).toBe(30 * 20 * 4);
    const patch = { x: 0, y: 0, width: 30, height: 20, data: pixels };
    releaseInkPatches([patch]);
    expect(patch.data.byteLength).toBe(0); // given back: nothing may read it after
  });
});

/**
 * Resident memory (MB) of a fresh process that reads back ten 4 MB patches, keeps the copies and
 * lets V8 collect the library's answers (a young-generation collection, as a card's drawing brings
 * about many times over): after that, and after `then`.
 */
function residentAround(then: 'giveReadBacksBack' | 'nothing'): { read: number; after: number } {
  const code = `
    import { createCanvas } from '@napi-rs/canvas';
    import { giveReadBacksBack, readInkPixels } from ${JSON.stringify(new URL('./ink-pixels.ts', import.meta.url).href)};
    const ctx = createCanvas(1000, 1000).getContext('2d');
    ctx.fillRect(0, 0, 1000, 1000);
    const mb = () => process.memoryUsage().rss / 1048576;
    const kept = [];
    for (let i = 0; i < 10; i++) kept.push(readInkPixels(ctx, 0, 0, 1000, 1000));
    globalThis.gc({ type: 'minor' });
    const read = mb();
    ${then === 'giveReadBacksBack' ? 'await giveReadBacksBack();' : ''}
    console.log(JSON.stringify({ read, after: mb(), kept: kept.length }));`;
  // MIMALLOC_PURGE_DELAY=0 as the server runs (heap-limits.ts): the library's allocator gives freed pages back at once
  return JSON.parse(execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', code], { encoding: 'utf8', env: { ...process.env, MIMALLOC_PURGE_DELAY: '0' } })) as { read: number; after: number };
}

describe('giveReadBacksBack', () => {
  it("gives the canvas library's answers back (40 MB read, copies kept), which nothing else does before the event loop turns, collected or not", () => {
    const given = residentAround('giveReadBacksBack');
    expect(given.read - given.after).toBeGreaterThan(25);
    const kept = residentAround('nothing');
    expect(kept.read - kept.after).toBeLessThan(2);
  });
});
