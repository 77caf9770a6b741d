import { describe, expect, it } from 'vitest';
import { issueTree as issuesToErrorTree } from '#shared/issue-tree.ts';
import { parseSmartQrSlots } from './parse-placeholders.ts';

const ok = (attrs: string) => `<div data-sqr data-sqr-id="hero" data-sqr-destination="https://example.com/offer" ${attrs}></div>`;
const messages = (html: string, side: 'front' | 'back' = 'front') => parseSmartQrSlots(html, side).issues.map((i) => i.message);

describe('Smart QR placeholders', () => {
  it('parses a placeholder with defaults', () => {
    const { slots, issues } = parseSmartQrSlots(`<p>Hi</p>${ok('')}`, 'front');
    expect(issues).toEqual([]);
    expect(slots).toEqual([
      {
        side: 'front',
        id: 'hero',
        destination: 'https://example.com/offer',
        sizeMm: 15,
        ecl: 'Q',
        dotsColor: '#000000',
        dotsType: 'square',
        backgroundColor: null,
        cornerSquareType: 'square',
        cornerDotType: 'square',
      },
    ]);
  });

  it('parses every optional attribute', () => {
    const html = ok(
      'data-sqr-size="0.75in" data-sqr-ecl="H" data-sqr-dots-color="rgb(10, 20, 30)" data-sqr-dots-type="classy-rounded" data-sqr-background-color="#fff" data-sqr-corner-square-type="extra-rounded" data-sqr-corner-dot-type="dot"',
    );
    const [slot] = parseSmartQrSlots(html, 'back').slots;
    expect(slot).toMatchObject({ side: 'back', sizeMm: 19.05, ecl: 'H', dotsColor: 'rgb(10, 20, 30)', dotsType: 'classy-rounded', backgroundColor: '#fff', cornerSquareType: 'extra-rounded', cornerDotType: 'dot' });
  });

  it('accepts whitespace and comments inside, several slots, and an unquoted URL ending in a slash', () => {
    const html = `<div data-sqr data-sqr-id=a data-sqr-destination=https://a.example/>\n  <!-- qr -->\n</div><div data-sqr data-sqr-id="b" data-sqr-destination="http://b.example"></div>`;
    const { slots, issues } = parseSmartQrSlots(html, 'front');
    expect(issues).toEqual([]);
    expect(slots.map((s) => [s.id, s.destination])).toEqual([
      ['a', 'https://a.example/'],
      ['b', 'http://b.example'],
    ]);
  });

  it.each([
    ['data-sqr-size="15"', "data-sqr-size must be a number with mm or in (slot 'hero')"],
    ['data-sqr-size="15px"', "data-sqr-size must be a number with mm or in (slot 'hero')"],
    ['data-sqr-size="0mm"', "data-sqr-size must be from 10mm to 500mm (slot 'hero')"],
    ['data-sqr-size="9.5mm"', "data-sqr-size must be from 10mm to 500mm (slot 'hero')"],
    ['data-sqr-ecl="X"', "data-sqr-ecl must be one of L, M, Q, H (slot 'hero')"],
    ['data-sqr-dots-color="blurple"', "data-sqr-dots-color must be a CSS color (slot 'hero')"],
    ['data-sqr-background-color="url(x)"', "data-sqr-background-color must be a CSS color (slot 'hero')"],
    ['data-sqr-dots-type="hearts"', "data-sqr-dots-type must be one of rounded, dots, classy, classy-rounded, square, extra-rounded (slot 'hero')"],
    ['data-sqr-corner-square-type="rounded"', "data-sqr-corner-square-type must be one of dot, square, extra-rounded (slot 'hero')"],
    ['data-sqr-corner-dot-type="extra-rounded"', "data-sqr-corner-dot-type must be one of dot, square (slot 'hero')"],
    ['data-sqr-colour="red"', "data-sqr-colour is not a Smart QR attribute (slot 'hero')"],
  ])('rejects %s naming the attribute', (attr, message) => {
    expect(messages(ok(attr))).toEqual([message]);
  });

  it('requires data-sqr-id and data-sqr-destination, and an http(s) destination', () => {
    expect(messages('<div data-sqr></div>')).toEqual(['data-sqr-id is required (placeholder 1)', 'data-sqr-destination is required (placeholder 1)']);
    expect(messages('<div data-sqr data-sqr-id="x" data-sqr-destination="javascript:alert(1)"></div>')).toEqual([
      "data-sqr-destination must be an absolute http or https URL of at most 2000 characters (slot 'x')",
    ]);
    expect(messages('<div data-sqr data-sqr-id="x" data-sqr-destination="/relative"></div>')).toHaveLength(1);
    expect(messages('<div data-sqr data-sqr-id="  " data-sqr-destination="https://a.example"></div>')).toEqual(['data-sqr-id must not be empty (placeholder 1)']);
  });

  it('rejects the self-closing form, children, text and an unclosed div', () => {
    expect(messages('<div data-sqr data-sqr-id="s" data-sqr-destination="https://a.example" />')[0]).toMatch(/not self-closing \(slot 's'\)/);
    expect(messages(`<div data-sqr data-sqr-id="c" data-sqr-destination="https://a.example"><span></span></div>`)).toEqual([
      "a Smart QR placeholder must be empty (no child elements or text) (slot 'c')",
    ]);
    expect(messages(`<div data-sqr data-sqr-id="t" data-sqr-destination="https://a.example">QR</div>`)).toHaveLength(1);
    expect(messages(`<div data-sqr data-sqr-id="u" data-sqr-destination="https://a.example">`)).toEqual(["a Smart QR placeholder must be explicitly closed with </div> (slot 'u')"]);
  });

  it('supports only div', () => {
    expect(messages('<span data-sqr data-sqr-id="s" data-sqr-destination="https://a.example"></span>')).toEqual(["data-sqr is supported only on div elements, not <span> (slot 's')"]);
    expect(messages('<svg><g data-sqr data-sqr-id="g" data-sqr-destination="https://a.example"></g></svg>')).toHaveLength(1);
  });

  it('requires unique ids per side; the same id may be used on front and back', () => {
    const html = ok('') + ok('');
    expect(messages(html)).toEqual(["data-sqr-id must be unique per side (slot 'hero')"]);
    expect(parseSmartQrSlots(ok(''), 'front').issues).toEqual([]);
    expect(parseSmartQrSlots(ok(''), 'back').issues).toEqual([]);
  });

  it('locates issues at html.<side> for the _errors tree', () => {
    const { issues } = parseSmartQrSlots(ok('data-sqr-size="big"'), 'front');
    expect(issuesToErrorTree(issues)).toEqual({ _errors: [], html: { _errors: [], front: { _errors: ["data-sqr-size must be a number with mm or in (slot 'hero')"] } } });
  });
});
