import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathAndQuery } from './request-head.ts';

describe('pathAndQuery', () => {
  it('answers what the URL class answers for the URLs the server builds', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_.~%-]{0,12}$/);
    const query = fc.option(fc.stringMatching(/^[A-Za-z0-9_.~%=&+-]{0,20}$/), { nil: undefined });
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), query, fc.boolean(), (segments, search, hash) => {
        const href = new URL(`http://127.0.0.1:4000/${segments.join('/')}${search === undefined ? '' : `?${search}`}${hash ? '#frag' : ''}`).href;
        const url = new URL(href);
        expect(pathAndQuery(href)).toEqual({ pathname: url.pathname, search: url.search.slice(1) });
      }),
      { numRuns: 1000 },
    );
  });

  it('reads a path with an empty query', () => {
    expect(pathAndQuery('http://localhost/api/campaigns?')).toEqual({ pathname: '/api/campaigns', search: '' });
    expect(pathAndQuery('http://localhost')).toEqual({ pathname: '/', search: '' });
  });
});
