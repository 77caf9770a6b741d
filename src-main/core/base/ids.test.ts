import { describe, expect, it } from 'vitest';
import { newRowId } from './ids.ts';

describe('newRowId', () => {
  it('is a version 7 UUID, distinct each time, in the order they were made', async () => {
    const first = Array.from({ length: 2_000 }, newRowId);
    for (const id of first) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(first).size).toBe(first.length);
    // In the order they were made, within a millisecond too: each insert lands at the end of an index.
    expect(first.every((id, i) => i === 0 || first[i - 1]! < id)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = newRowId();
    expect(first.every((id) => id < later)).toBe(true);
  });
});
