import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, MIN_ZOOM, wheelZoom } from './zoom.tsx';

describe('Ctrl+wheel and pinch zoom', () => {
  it('zooms in when the wheel goes up (a pinch outwards), out when it goes down, by about 10 % a notch', () => {
    expect(wheelZoom(1, -100)).toBeCloseTo(1.105, 3);
    expect(wheelZoom(1, 100)).toBeCloseTo(0.905, 3);
  });

  it('follows a pinch’s small steps continuously and reads line-mode wheels as pixels', () => {
    expect(wheelZoom(1, -4)).toBeCloseTo(1.004, 3);
    expect(wheelZoom(1, -3, 1)).toBeCloseTo(wheelZoom(1, -48), 5);
  });

  it('stays between 25 % and 400 %, and caps one event’s step', () => {
    expect(wheelZoom(0.26, 5000)).toBe(MIN_ZOOM);
    expect(wheelZoom(3.9, -5000)).toBe(MAX_ZOOM);
    expect(wheelZoom(1, -5000)).toBe(wheelZoom(1, -100));
  });
});
