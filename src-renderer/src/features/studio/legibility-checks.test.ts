import { describe, expect, it } from 'vitest';
import { handwritingElement, imageElement, qrElement, textElement } from '#shared/design-elements.ts';
import { changeElement, elementsOf } from '#shared/design-html.ts';
import { hideChange } from '#shared/design-layers.ts';
import { contrastWarnings, quietZoneWarnings } from './legibility-checks.ts';

const text = (id: string, colour: string, size = '11pt') => changeElement(textElement(id, { x: 10, y: 10, width: 60, height: 14 }), id, { style: { color: colour, 'font-size': size } });

describe('text contrast', () => {
  it('warns of pale text on a pale card, with the ratio, and not of dark text', () => {
    expect(contrastWarnings(elementsOf(text('t', '#bbbbbb')), '#ffffff').map((w) => w.text)).toEqual(['Text “t” has low contrast with the card (1.9:1): it will be hard to read; aim for 4.5:1 or more; #757575, a shade of the same colour, reads at 4.6:1.']);
    expect(contrastWarnings(elementsOf(text('t', '#333333')), '#ffffff')).toEqual([]);
  });

  it('asks 3:1 of large text (18 pt) and 4.5:1 of body text', () => {
    // #888 on white is 3.5:1.
    expect(contrastWarnings(elementsOf(text('t', '#888888', '20pt')), '#ffffff')).toEqual([]);
    expect(contrastWarnings(elementsOf(text('t', '#888888', '12pt')), '#ffffff')).toHaveLength(1);
  });

  it('reads handwriting’s ink against a dark card, skips words over an image and hidden ones, and colours it cannot read', () => {
    const note = handwritingElement('note', { x: 10, y: 30, width: 60, height: 30 });
    expect(contrastWarnings(elementsOf(note), '#1a1a40').map((w) => w.elementId)).toEqual(['note']);
    expect(contrastWarnings(elementsOf(note), '#fdfbf5')).toEqual([]);
    const photo = imageElement('photo', { x: 0, y: 0, width: 100, height: 100 }, 'data:image/png;base64,AAAA');
    expect(contrastWarnings(elementsOf(photo + text('t', '#ffffff')), '#ffffff')).toEqual([]);
    expect(contrastWarnings(elementsOf(changeElement(text('t', '#eeeeee'), 't', hideChange(true))), '#ffffff')).toEqual([]);
    expect(contrastWarnings(elementsOf(text('t', 'var(--x)')), '#ffffff')).toEqual([]);
  });
});

describe('the Smart QR quiet zone', () => {
  const qr = qrElement('qr', { x: 100, y: 60, width: 24, height: 24 });

  it('warns of an element within 2 modules of the code (24 mm: 1.3 mm), not of one further off', () => {
    const near = textElement('near', { x: 60, y: 60, width: 39, height: 10 });
    const far = textElement('far', { x: 60, y: 60, width: 37, height: 10 });
    expect(quietZoneWarnings(elementsOf(qr + near)).map((w) => w.text)).toEqual(['Smart QR “qr” has no quiet zone: Text “near” comes within 1.3 mm of it; keep 1.3 mm clear all round so phones can read it.']);
    expect(quietZoneWarnings(elementsOf(qr + far))).toEqual([]);
  });

  it('warns of an image under a code without a background, and not once it has one', () => {
    const photo = imageElement('photo', { x: 90, y: 50, width: 50, height: 50 }, 'data:image/png;base64,AAAA');
    expect(quietZoneWarnings(elementsOf(photo + qr)).map((w) => w.text)).toEqual(['Smart QR “qr” sits on Image “photo” with no background of its own: the image shows through its quiet zone; give the code a background colour.']);
    const backed = changeElement(photo + qr, 'qr', { attrs: { 'data-sqr-background-color': '#ffffff' } });
    expect(quietZoneWarnings(elementsOf(backed))).toEqual([]);
    // Painted over the code, an image always takes its quiet zone.
    expect(quietZoneWarnings(elementsOf(qr + photo))).toHaveLength(1);
  });

  it('leaves words on the code itself to the overlap check', () => {
    const over = textElement('over', { x: 105, y: 65, width: 10, height: 5 });
    expect(quietZoneWarnings(elementsOf(qr + over))).toEqual([]);
  });
});
