import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './index.ts';

describe('migrations', () => {
  it('are numbered 1..N without gaps, in order', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });
});
