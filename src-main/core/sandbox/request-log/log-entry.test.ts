import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyForWriter, headerPairs, logRowOf, type SeenRequest } from './log-entry.ts';

const CAP = 64;

function seen(requestText: string, requestType: string, over: Partial<SeenRequest> = {}): SeenRequest {
  return {
    atMs: Date.UTC(2026, 0, 1),
    method: 'POST',
    pathname: '/api/recipients',
    search: '',
    route: 'createRecipients',
    status: 200,
    durationMs: 3,
    source: 'client',
    keyId: 'key_1',
    keyKind: 'customer',
    teamId: 'team_1',
    requestHeaders: [],
    requestType,
    requestText,
    requestWholeBytes: null,
    requestBytes: null,
    responseHeaders: [],
    responseType: 'application/json',
    responseText: null,
    responseWholeBytes: null,
    responseBytes: null,
    faultId: null,
    replayOf: null,
    capBytes: CAP,
    ...over,
  };
}

/** The stored row when the middleware hands over the body as bodyForWriter cuts it. */
function rowFromCut(text: string, type: string) {
  const cut = bodyForWriter(text, type, CAP);
  return logRowOf(seen(cut.text ?? '', type, { requestText: cut.text, requestWholeBytes: cut.wholeBytes }));
}

const bodyPart = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('ink_ck_abcdefghijklmnopqrstuvwxyz', 'whsec_0123456789abcdef0123', '"token": "abc"', '"cardNumber":"4242424242424242"', '\\u0041', '?signature=0123456789abcdef0123', 'é€😀', '/checkout/abcdefghijklmnopqrst'),
);
const body = fc.array(bodyPart, { maxLength: 12 }).map((parts) => parts.join(''));
const type = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml');

describe('bodyForWriter', () => {
  it('stores the same body, size, cut and mask flags as the whole text would', () => {
    fc.assert(
      fc.property(body, type, (text, contentType) => {
        const whole = logRowOf(seen(text, contentType));
        const fromCut = rowFromCut(text, contentType);
        expect(fromCut.request_body).toBe(whole.request_body);
        expect(fromCut.request_bytes).toBe(whole.request_bytes);
        expect(fromCut.request_truncated).toBe(whole.request_truncated);
        expect(fromCut.request_masked).toBe(whole.request_masked);
      }),
      { numRuns: 2000 },
    );
  });

  it('hands over only the beginning of a long body with nothing to mask', () => {
    const text = JSON.stringify({ data: Array.from({ length: 100 }, (_, i) => ({ firstName: `Reader${i}` })) });
    const cut = bodyForWriter(text, 'application/json', CAP);
    expect(cut).toEqual({ text: text.slice(0, CAP + 1), wholeBytes: Buffer.byteLength(text) });
    const row = rowFromCut(text, 'application/json');
    expect(row.request_body).toBe(text.slice(0, CAP));
    expect(row.request_bytes).toBe(text.length);
    expect(row.request_truncated).toBe(1);
  });

  it('keeps whole a body with a secret to mask, and an error answer', () => {
    const secret = `${'x'.repeat(200)} ink_ck_abcdefghijklmnopqrstuvwxyz`;
    expect(bodyForWriter(secret, 'text/plain', CAP)).toEqual({ text: secret, wholeBytes: null });
    const field = JSON.stringify({ padding: 'x'.repeat(200), password: 'hunter2' });
    expect(bodyForWriter(field, 'application/json', CAP).wholeBytes).toBeNull();
    const failure = JSON.stringify({ message: 'Invalid', data: { _errors: [], padding: 'x'.repeat(200) } });
    expect(bodyForWriter(failure, 'application/json', CAP, 400)).toEqual({ text: failure, wholeBytes: null });
  });
});

describe('headerPairs', () => {
  it('lists headers as a Headers object iterates them', () => {
    const name = fc.constantFrom('Content-Type', 'content-type', 'X-API-Key', 'Accept', 'accept', 'Set-Cookie', 'X-Custom', 'a', 'B');
    const value = fc.stringMatching(/^[ -~]{0,12}$/).map((text) => text.trim());
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 10 }), (entries) => {
        const headers = new Headers();
        for (const [n, v] of entries) headers.append(n, v);
        expect(headerPairs(entries.flat())).toEqual([...headers]);
      }),
      { numRuns: 1000 },
    );
  });
});
