import { describe, expect, it } from 'vitest';
import { cachedFor } from './cached-for.ts';

describe('cachedFor', () => {
  it('makes a value once per owner and key, and keeps owners apart', () => {
    const cache = new WeakMap<{ name: string }, Map<string, string>>();
    const [first, second] = [{ name: 'first' }, { name: 'second' }];
    const made: string[] = [];
    const make = (owner: { name: string }, key: string) => {
      made.push(`${owner.name}/${key}`);
      return `${owner.name}/${key} #${made.length}`;
    };

    expect(cachedFor(cache, first, 'a', make)).toBe('first/a #1');
    expect(cachedFor(cache, first, 'a', make)).toBe('first/a #1');
    expect(cachedFor(cache, first, 'b', make)).toBe('first/b #2');
    expect(cachedFor(cache, second, 'a', make)).toBe('second/a #3');
    expect(made).toEqual(['first/a', 'first/b', 'second/a']);
  });
});
