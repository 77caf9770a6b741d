import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { garbageMakingReads } from './garbage-made.ts';
import { FAMILY_SPECS, fontFilePath, LoadedFont, loadFamily } from '#core/engine/handwriting/fonts.ts';

describe('garbage-making reads', () => {
  it("counts each hand's font parsed, not each use of a hand already parsed", () => {
    loadFamily('Foster'); // parsed here, unless a test before this one in the thread did
    const before = garbageMakingReads();
    loadFamily('Foster');
    expect(garbageMakingReads()).toBe(before);
    new LoadedFont(FAMILY_SPECS.Foster, readFileSync(fontFilePath('Foster')));
    expect(garbageMakingReads()).toBe(before + 1);
  });
});
