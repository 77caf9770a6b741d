import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './index.ts';

describe('migrations', () => {
  // Issues build in parallel with their own ranges of numbers (30-39, ...), so numbers may skip; they never repeat or go back.
  it('are numbered strictly increasing, in order', () => {
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions[0]).toBe(1);
    versions.slice(1).forEach((version, i) => expect(version).toBeGreaterThan(versions[i]!));
  });
});
