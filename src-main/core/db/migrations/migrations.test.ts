import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './index.ts';

describe('migrations', () => {
  // Each issue owns a block of numbers (this one 20-29), so versions may skip; they never repeat or go back.
  it('are listed with strictly increasing version numbers, starting at 1', () => {
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions[0]).toBe(1);
    for (let i = 1; i < versions.length; i += 1) expect(versions[i]!).toBeGreaterThan(versions[i - 1]!);
  });
});
