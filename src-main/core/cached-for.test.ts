import { describe, expect, it } from 'vitest';
import { cachedFor } from './cached-for.ts';

describe('cachedFor', () => {
  it('makes a value once per owner and key, and keeps owners apart', () => {
    const cache = new WeakMap<object, Map<string, { made: string }>>();
    const [first, second] = [{}, {}];
    let made = 0;
    const make = (name: string) => () => ({ made: `${name} #${++made}` });

    const a = cachedFor(cache, first, 'a', make('a'));
    expect(cachedFor(cache, first, 'a', make('a again'))).toBe(a);
    expect(cachedFor(cache, first, 'b', make('b'))).toEqual({ made: 'b #2' });
    expect(cachedFor(cache, second, 'a', make('a of second'))).toEqual({ made: 'a of second #3' });
    expect(a).toEqual({ made: 'a #1' });
    expect(made).toBe(3);
  });
});
