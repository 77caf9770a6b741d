import { describe, expect, it } from 'vitest';
import { addressElement, handwritingElement, qrElement, textElement } from './design-elements.ts';
import { appendElement, bringToFront, changeElement, changeElements, elementsOf, lengthInMm, moveElementInOrder, nextElementId, removeElement } from './design-html.ts';

const side = [
  '<style>.x{color:red}</style>',
  textElement('text-1', { x: 10, y: 8, width: 60, height: 12 }, 'Hello <b>there</b>'),
  handwritingElement('handwriting-1', { x: 10, y: 30, width: 80, height: 40 }),
  qrElement('qr-1', { x: 110, y: 60, width: 24, height: 24 }, 'https://example.com/a?b=1&c=2'),
  '<p>Code the studio does not manage</p>',
].join('\n');

describe('design HTML', () => {
  it('reads the managed elements with their boxes in mm, kinds and attributes', () => {
    const elements = elementsOf(side);
    expect(elements.map((e) => [e.id, e.kind])).toEqual([
      ['text-1', 'text'],
      ['handwriting-1', 'handwriting'],
      ['qr-1', 'qr'],
    ]);
    expect(elements[0]!.box).toEqual({ x: 10, y: 8, width: 60, height: 12 });
    expect(elements[0]!.content).toBe('Hello <b>there</b>');
    expect(elements[1]!.attrs['data-hw-font']).toBeTruthy();
    expect(elements[2]!.attrs['data-sqr-destination']).toBe('https://example.com/a?b=1&c=2');
  });

  it('reads other units as mm and leaves unplaced elements without a box', () => {
    expect(lengthInMm('1in')).toBeCloseTo(25.4);
    expect(lengthInMm('96px')).toBeCloseTo(25.4);
    expect(lengthInMm('50%')).toBeUndefined();
    const [free] = elementsOf('<div data-ink-id="t" data-ink-kind="text">x</div>');
    expect(free!.box).toBeNull();
  });

  it('moves an element by writing physical units, keeping the rest of its style and the other code', () => {
    const moved = changeElement(side, 'text-1', { box: { x: 12.345, y: 9, width: 61, height: 12 } });
    const text = elementsOf(moved)[0]!;
    expect(text.box).toEqual({ x: 12.35, y: 9, width: 61, height: 12 });
    expect(text.style['font-size']).toBe('20pt');
    expect(moved).toContain('left:12.35mm');
    expect(moved).toContain('<style>.x{color:red}</style>');
    expect(moved).toContain('<p>Code the studio does not manage</p>');
  });

  it("keeps a Smart QR's printed size with its box", () => {
    const resized = changeElement(side, 'qr-1', { box: { x: 110, y: 60, width: 30, height: 30 } });
    expect(elementsOf(resized)[2]!.attrs['data-sqr-size']).toBe('30mm');
  });

  it('sets and removes attributes and style properties, and replaces content', () => {
    let html = changeElement(side, 'handwriting-1', { attrs: { 'data-hw-ink': 'black', 'data-hw-align': null }, content: '<p>Hi {{firstName}}</p>' });
    html = changeElement(html, 'text-1', { style: { color: '#ff0000', 'text-align': null } });
    const [text, hand] = elementsOf(html);
    expect(hand!.attrs['data-hw-ink']).toBe('black');
    expect(hand!.attrs['data-hw-align']).toBeUndefined();
    expect(hand!.content).toBe('<p>Hi {{firstName}}</p>');
    expect(text!.style['color']).toBe('#ff0000');
    expect(text!.style['text-align']).toBeUndefined();
  });

  it('adds, stacks and removes elements, and names new ones uniquely across both sides', () => {
    const back = addressElement('address-1', { x: 80, y: 50, width: 60, height: 30 });
    expect(nextElementId('qr', side, back)).toBe('qr-2');
    expect(nextElementId('address', side, back)).toBe('address-2');
    const added = appendElement(side, qrElement('qr-2', { x: 5, y: 5, width: 20, height: 20 }));
    expect(elementsOf(added).map((e) => e.id)).toEqual(['text-1', 'handwriting-1', 'qr-1', 'qr-2']);
    expect(elementsOf(bringToFront(added, 'text-1')).map((e) => e.id)).toEqual(['handwriting-1', 'qr-1', 'qr-2', 'text-1']);
    expect(elementsOf(removeElement(added, 'qr-1')).map((e) => e.id)).toEqual(['text-1', 'handwriting-1', 'qr-2']);
    expect(changeElement(side, 'nope', { box: { x: 0, y: 0, width: 1, height: 1 } })).toBe(side);
  });

  it('moves an element to a place in the paint order (layers), from the back', () => {
    const ids = (html: string) => elementsOf(html).map((e) => e.id);
    expect(ids(moveElementInOrder(side, 'qr-1', 0))).toEqual(['qr-1', 'text-1', 'handwriting-1']);
    expect(ids(moveElementInOrder(side, 'text-1', 1))).toEqual(['handwriting-1', 'text-1', 'qr-1']);
    expect(ids(moveElementInOrder(side, 'text-1', 9))).toEqual(['handwriting-1', 'qr-1', 'text-1']);
    expect(moveElementInOrder(side, 'text-1', 0)).toBe(side);
    // What the studio does not manage stays where it was.
    expect(moveElementInOrder(side, 'qr-1', 0)).toContain('<style>.x{color:red}</style>');
  });

  it('changes several elements in one pass', () => {
    const next = changeElements(side, new Map([['text-1', { box: { x: 1, y: 2, width: 3, height: 4 } }], ['qr-1', { attrs: { 'data-ink-locked': '' } }], ['gone', { content: 'x' }]]));
    const [text, , qr] = elementsOf(next);
    expect(text!.box).toEqual({ x: 1, y: 2, width: 3, height: 4 });
    expect(qr!.attrs['data-ink-locked']).toBe('');
    expect(changeElements(side, new Map())).toBe(side);
  });
});
