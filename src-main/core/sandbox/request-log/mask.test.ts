import { describe, expect, it } from 'vitest';
import { MASK, maskBody, maskHeaders, maskText } from './mask.ts';

const CUSTOMER_KEY = `ink_ck_${'A'.repeat(43)}`;

describe('request log masking', () => {
  it('masks API keys and webhook secrets anywhere in a JSON body, and says so', () => {
    const body = JSON.stringify({ teamId: 't1', apiKey: { id: 'k1', name: 'Partner provisioned API key', key: CUSTOMER_KEY }, secret: `whsec_${'b'.repeat(43)}` });
    const result = maskBody(body, 'application/json');
    expect(result.masked).toBe(true);
    const parsed = JSON.parse(result.text);
    expect(parsed.apiKey.key).toBe(`ink_ck_${MASK}`);
    expect(parsed.secret).toBe(MASK);
    expect(parsed.apiKey.name).toBe('Partner provisioned API key');
  });

  it('keeps a JSON body byte for byte when it holds no secret, product keys included', () => {
    const body = '{ "product_key": "a6_postcard",\n  "keys": {"acme": "a6_postcard"} }';
    expect(maskBody(body, 'application/json; charset=utf-8')).toEqual({ text: body, masked: false });
  });

  it('masks a secret field whose name is written with an escape, and a card number under any case', () => {
    expect(maskBody('{"pass\\u0077ord":"hunter22","Number":"4242 4242 4242 4242"}', 'application/json')).toEqual({ text: `{"password":"${MASK}","Number":"${MASK} 4242"}`, masked: true });
    expect(maskBody('{ "TOKEN" :\n "abc" }', 'application/json')).toEqual({ text: `{"TOKEN":"${MASK}"}`, masked: true });
  });

  it('masks card numbers (keeping the last four) and the CVC of a hosted form', () => {
    const result = maskBody('cardholderName=Ada&cardNumber=4242+4242+4242+4242&expiry=12%2F30&cvc=123', 'application/x-www-form-urlencoded');
    const form = new URLSearchParams(result.text);
    expect(form.get('cardNumber')).toBe(`${MASK} 4242`);
    expect(form.get('cvc')).toBe(MASK);
    expect(form.get('cardholderName')).toBe('Ada');
    expect(result.masked).toBe(true);
  });

  it('masks hosted page tokens and signatures in URLs', () => {
    expect(maskText('/billing/setup/AbCdEfGhIjKlMnOpQrStUv').text).toBe(`/billing/setup/${MASK}`);
    expect(maskText('http://127.0.0.1:4785/partner-checkout/billing-setup/AbCdEfGhIjKlMnOpQrStUv?x=1').text).toBe(`http://127.0.0.1:4785/partner-checkout/billing-setup/${MASK}?x=1`);
    expect(maskText(`expires=1&signature=${'a'.repeat(64)}`).text).toBe(`expires=1&signature=${MASK}`);
    expect(maskText(`expires=1&Signature=${'a'.repeat(64)}`).text).toBe(`expires=1&Signature=${MASK}`);
    expect(maskText('/invoices/AbCdEfGhIjKlMnOpQrStUv/pdf').text).toBe(`/invoices/${MASK}/pdf`);
    expect(maskText('/checkout/AbCdEfGhIjKlMnOpQrStUv').text).toBe(`/checkout/${MASK}`);
    expect(maskText('/api/campaigns/c0a8012e-5b7d-4f21-8e3a-9d4c6b2a1f00').masked).toBe(false);
  });

  it('masks credentials in headers but keeps the key kind and the scheme', () => {
    const headers = new Headers({ 'X-API-Key': CUSTOMER_KEY, Authorization: 'Bearer abcdef', Cookie: 'a=b', 'X-Inkpost-Session': 'abc', 'Content-Type': 'application/json', Location: '/checkout/AbCdEfGhIjKlMnOpQrStUv' });
    const { headers: out } = maskHeaders(headers);
    expect(out).toEqual({ 'x-api-key': `ink_ck_${MASK}`, authorization: `Bearer ${MASK}`, cookie: MASK, 'x-inkpost-session': MASK, 'content-type': 'application/json', location: `/checkout/${MASK}` });
  });
});
