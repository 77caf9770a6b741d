import { describe, expect, it } from 'vitest';
import { garbageMakingReads } from './garbage-made.ts';
import { loadFamily } from '#core/engine/handwriting/fonts.ts';

describe('garbage-making reads', () => {
  it("counts a hand's font parsed, once: a hand used again is not read again", () => {
    const before = garbageMakingReads();
    loadFamily('Foster');
    loadFamily('Foster');
    expect(garbageMakingReads()).toBe(before + 1);
  });
});
