import { describe, expect, it } from 'vitest';
import { acquireCanvas, idleCanvasStats, IDLE_BYTES, IDLE_PER_SIZE, releaseCanvas } from './canvas-pool.ts';
import { renderHandwritingPng } from './render.ts';

describe('canvas pool', () => {
  it('hands back a used canvas blank and in its default state', () => {
    const first = acquireCanvas(40, 30);
    const ctx = first.getContext('2d');
    ctx.fillStyle = '#ff0000';
    ctx.globalAlpha = 0.5;
    ctx.globalCompositeOperation = 'destination-out';
    ctx.setTransform(2, 0, 0, 2, 5, 5);
    ctx.fillRect(0, 0, 40, 30);
    releaseCanvas(first);
    const again = acquireCanvas(40, 30);
    expect(again).toBe(first);
    const c = again.getContext('2d');
    expect([...c.getImageData(0, 0, 40, 30).data].every((v) => v === 0)).toBe(true);
    expect(c.globalAlpha).toBe(1);
    expect(c.globalCompositeOperation).toBe('source-over');
    expect(c.getTransform().isIdentity).toBe(true);
    releaseCanvas(again);
  });

  it('keeps a bounded number of idle canvases', () => {
    const many = Array.from({ length: IDLE_PER_SIZE + 3 }, () => acquireCanvas(64, 64));
    many.forEach(releaseCanvas);
    const huge = acquireCanvas(2100, 2100);
    expect(huge.width * huge.height * 4).toBeGreaterThan(IDLE_BYTES);
    releaseCanvas(huge);
    for (let i = 0; i < 20; i++) releaseCanvas(acquireCanvas(1000 + i, 1000)); // 20 sizes of 4 MB
    const { canvases, bytes } = idleCanvasStats();
    expect(bytes).toBeLessThanOrEqual(IDLE_BYTES);
    expect(canvases).toBeLessThanOrEqual(IDLE_BYTES / (1000 * 1000 * 4));
    expect(acquireCanvas(2100, 2100)).not.toBe(huge);
  });

  it('renders the same bytes on a reused canvas as on a new one', async () => {
    const note = '<p>Dear Jo,</p><p>See you on Sunday.</p>';
    const a = await renderHandwritingPng({ content: note, widthMm: 37, heightMm: 23 }, 'pool-a');
    await renderHandwritingPng({ content: 'Something else entirely', widthMm: 37, heightMm: 23, backgroundColor: '#102030' }, 'pool-b');
    const again = await renderHandwritingPng({ content: note, widthMm: 37, heightMm: 23 }, 'pool-a');
    expect(again.equals(a)).toBe(true);
  });
});
