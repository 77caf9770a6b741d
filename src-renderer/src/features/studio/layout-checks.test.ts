import { describe, expect, it } from 'vitest';
import { handwritingElement, imageElement, qrElement, stampElement, textElement } from '#shared/design-elements.ts';
import { changeElement, elementsOf } from '#shared/design-html.ts';
import { hideChange, renameChange } from '#shared/design-layers.ts';
import { pageGeometry, safeArea } from '#shared/page-geometry.ts';
import { productByKey } from '#shared/products.ts';
import { coverageWarnings, layoutWarnings, rendererWarnings } from './layout-checks.ts';
import { snapLines, snapMove } from './snapping.ts';

const a6 = productByKey('a6_postcard')!;
const geometry = pageGeometry(a6, 'landscape');
const safe = safeArea(a6, 'landscape');
/** The layout warnings of a card made of these elements, on an A6 landscape postcard. */
const warningsOf = (html: string, context?: Parameters<typeof layoutWarnings>[3]) => layoutWarnings(elementsOf(html), geometry, safe, context);
const textsOf = (html: string, context?: Parameters<typeof layoutWarnings>[3]) => warningsOf(html, context).map((w) => w.text);

describe('layout checks', () => {
  it('names what the renderer left out or did not fetch', () => {
    expect(rendererWarnings()).toEqual([]);
    expect(
      rendererWarnings([
        { side: 'front', action: 'removed', what: '<script> element', count: 2 },
        { side: 'front', action: 'removed', what: 'onclick attribute', count: 1 },
        { side: 'front', action: 'refused', what: 'image http://127.0.0.1/a.png: loopback address', count: 1 },
      ]).map((w) => w.text),
    ).toEqual(['Left out when printed: <script> element (2)', 'Left out when printed: onclick attribute', 'Not fetched: image http://127.0.0.1/a.png: loopback address']);
  });

  it('flags any element in the stamp area, handwriting and images alike', () => {
    const html = [
      stampElement('stamp', { x: 127, y: 7, width: 20, height: 24 }),
      handwritingElement('message', { x: 90, y: 20, width: 50, height: 40 }),
      imageElement('logo', { x: 100, y: 70, width: 10, height: 10 }, 'data:image/png;base64,AAAA'),
    ].join('');
    expect(textsOf(html)).toEqual(['Handwriting “message” is in the stamp area: the stamp or postage goes there; move it out.']);
  });

  it('says nothing about a card laid out inside the safe area', () => {
    const html = textElement('t', { x: 10, y: 10, width: 50, height: 10 }) + handwritingElement('h', { x: 10, y: 30, width: 80, height: 40 });
    expect(warningsOf(html)).toEqual([]);
  });

  it('warns of text past the trim or outside the safe area, a QR over text, a heavy image and handwriting that shrank or overflows', () => {
    const bigImage = `data:image/png;base64,${'A'.repeat(200_000)}`;
    const html = [
      imageElement('photo', { x: 0, y: 0, width: 154, height: 111 }, bigImage), // a background, under the rest
      textElement('past-trim', { x: 1, y: 10, width: 50, height: 10 }),
      textElement('unsafe', { x: 5, y: 30, width: 50, height: 10 }),
      handwritingElement('note', { x: 60, y: 40, width: 60, height: 40 }),
      qrElement('qr-1', { x: 100, y: 60, width: 24, height: 24 }),
    ].join('');
    const texts = textsOf(html, {
      handwriting: [
        { id: 'note', fontSizePt: 13.34375, requestedSizePt: 14, overflow: false },
        { id: 'other', fontSizePt: 8, requestedSizePt: 14, overflow: true },
      ],
    });
    expect(texts).toEqual([
      'Image “photo” is 146 KB embedded: keep images under 120 KB (a side is at most 250 KB).',
      'Text “past-trim” runs past the trim edge: the cut will clip it.',
      'Text “unsafe” is outside the safe area: a cut a little off may clip it.',
      'Smart QR “qr-1” covers Handwriting “note”.',
      'Handwriting “note” is written at 13.3 pt to fit its box (set to 14 pt).',
      'Handwriting “other” does not fit its box, even at 8 pt: make the box larger or the text shorter.',
    ]);
  });

  it('warns of overlapping text, a small or faint QR, a coarse image and a merge field the recipient has no value for', () => {
    const html = [
      textElement('a', { x: 10, y: 10, width: 50, height: 10 }, 'Hi {{firstName}}, your tier is {{tier}}'),
      textElement('b', { x: 40, y: 15, width: 50, height: 10 }),
      qrElement('small', { x: 100, y: 10, width: 8, height: 8 }),
      qrElement('faint', { x: 100, y: 40, width: 20, height: 20 }).replace('data-sqr-size', 'data-sqr-dots-color="#bbbbbb" data-sqr-size'),
      imageElement('logo', { x: 10, y: 60, width: 50, height: 30 }, 'data:image/png;base64,AAAA'),
    ].join('');
    const texts = textsOf(html, {
      values: { firstName: 'Grace' },
      recipientLabel: 'Grace Hopper',
      imagePixels: new Map([['logo', { width: 200, height: 120 }]]),
    });
    expect(texts).toEqual([
      'Text “a” overlaps Text “b”.',
      '“Tier” in Text “a” has no value for Grace Hopper: it prints empty.',
      'Smart QR “small” is 8 mm: codes under 10 mm do not scan reliably (the API refuses them).',
      'Smart QR “faint” has low contrast (1.9:1): phones may not read it; use dark dots on a light ground.',
      'Image “logo” prints at 102 dpi: it will look soft; use a larger image or a smaller box (150 dpi or more).',
    ]);
  });
});

describe('an image over words', () => {
  it('warns of an image painted over handwriting or text, not of one under them (a background)', () => {
    const photo = (id: string) => imageElement(id, { x: 50, y: 20, width: 40, height: 30 }, 'data:image/png;base64,AAAA');
    const html = [photo('backdrop'), textElement('headline', { x: 10, y: 10, width: 60, height: 14 }), handwritingElement('note', { x: 10, y: 40, width: 80, height: 40 }), photo('logo')].join('');
    expect(warningsOf(html).map((w) => [w.elementId, w.text])).toEqual([
      ['logo', 'Image “logo” covers Text “headline”: move it, or bring Text “headline” to the front.'],
      ['logo', 'Image “logo” covers Handwriting “note”: move it, or bring Handwriting “note” to the front.'],
    ]);
  });

  it('names an element by its layer name, and says nothing of a hidden one (it does not print)', () => {
    const photo = (id: string) => imageElement(id, { x: 50, y: 20, width: 40, height: 30 }, 'data:image/png;base64,AAAA');
    const text = textElement('headline', { x: 10, y: 10, width: 60, height: 14 });
    const named = changeElement([text, photo('logo')].join(''), 'logo', renameChange('Brand mark'));
    expect(textsOf(named)).toEqual(['Image “Brand mark” covers Text “headline”: move it, or bring Text “headline” to the front.']);
    expect(warningsOf(changeElement(named, 'logo', hideChange(true)))).toEqual([]);
  });

  it('says nothing of a merge field written with a fallback, which prints the fallback', () => {
    const html = textElement('t', { x: 10, y: 10, width: 60, height: 14 }, 'Dear {{ tier | default: "Friend" }} {{firstName}}');
    expect(warningsOf(html, { values: { firstName: 'Ada' } })).toEqual([]);
    expect(textsOf(html, { values: {}, recipientLabel: 'Ada' })).toEqual(['“First name” in Text “t” has no value for Ada: it prints empty.']);
  });
});

describe('merge fields across the campaigns mailing the design', () => {
  it('names a field some recipients lack, how many and one of them, unless it has a fallback', () => {
    const coverage = {
      campaigns: [{ id: 'c1', name: 'Spring', recipients: 240 }],
      variables: ['tier'],
      fields: [
        { name: 'tier', missing: 12, example: { recipient_id: 'r1', campaign_id: 'c1', name: 'Alan Turing' }, longest: null },
        { name: 'firstName', missing: 0, example: null, longest: null },
      ],
    };
    expect(coverageWarnings(coverage, ['tier', 'firstName']).map((w) => w.text)).toEqual(['“Tier” is empty for 12 recipients of the campaigns mailing this design (Alan Turing, of Spring, for one): give it a fallback (select the element: “When a recipient has no value, print”).']);
    // The check leads to that recipient: clicking it previews the card for them.
    expect(coverageWarnings(coverage, ['tier'])[0]!.recipientSampleId).toBe(`recipient-${coverage.fields[0]!.example!.recipient_id}`);
    expect(coverageWarnings(coverage, ['firstName'])).toEqual([]);
    expect(coverageWarnings(undefined, ['tier'])).toEqual([]);
  });
});

describe('snapping', () => {
  const lines = snapLines({ width: geometry.widthMm, height: geometry.heightMm }, safe, { x: 3, y: 3, width: 148, height: 105 }, [{ x: 60, y: 20, width: 30, height: 10 }]);

  it("snaps an edge within 1.5 mm to the safe area or another element's edge, and says where", () => {
    expect(snapMove({ x: 7.8, y: 70, width: 20, height: 10 }, lines)).toEqual({ box: { x: 7, y: 70, width: 20, height: 10 }, guides: { x: 7 } });
    expect(snapMove({ x: 30, y: 30.9, width: 20, height: 10 }, lines).box.y).toBe(30);
  });

  it('leaves a box alone when no line is near', () => {
    expect(snapMove({ x: 40, y: 70, width: 10, height: 5 }, lines)).toEqual({ box: { x: 40, y: 70, width: 10, height: 5 }, guides: {} });
  });
});
