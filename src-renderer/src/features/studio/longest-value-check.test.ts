import { describe, expect, it } from 'vitest';
import { handwritingElement, textElement } from '#shared/design-elements.ts';
import { changeElement, elementsOf } from '#shared/design-html.ts';
import { longestValues, longestWarnings } from './longest-value-check.ts';

const note = changeElement(handwritingElement('note', { x: 10, y: 10, width: 60, height: 20 }), 'note', { content: '<p>Dear {{firstName}}, {{Message}}</p>' });
const headline = textElement('headline', { x: 10, y: 40, width: 60, height: 10 }, '{{Tier}}');
const elements = elementsOf(note + headline);
const person = { recipient_id: 'r1', campaign_id: 'c1' };
const coverage = {
  campaigns: [{ id: 'c1', name: 'Spring', recipients: 3 }],
  variables: ['Message', 'Tier'],
  fields: [
    { name: 'Message', missing: 0, example: null, longest: { ...person, name: 'Ada Lovelace', value: 'x'.repeat(300) } },
    { name: 'Tier', missing: 0, example: null, longest: { ...person, name: 'Alan Turing', value: 'Platinum' } },
    { name: 'firstName', missing: 0, example: null, longest: null },
  ],
};

describe('handwriting for the longest value among the recipients', () => {
  it('takes the longest values of the fields handwriting writes only', () => {
    expect(longestValues(coverage, elements)).toEqual([{ field: 'Message', value: 'x'.repeat(300), name: 'Ada Lovelace' }]);
    const withName = { ...coverage, fields: coverage.fields.map((f) => (f.name === 'firstName' ? { ...f, longest: { ...person, name: 'Grace Hopper', value: 'Grace' } } : f)) };
    expect(longestValues(withName, elements).map((l) => l.field)).toEqual(['Message', 'firstName']);
    expect(longestValues(undefined, elements)).toEqual([]);
  });

  it('warns when the block shrinks below 10 pt or does not fit, naming whose value (the longest of the block’s)', () => {
    const longest = [...longestValues(coverage, elements), { field: 'firstName', value: 'Grace', name: 'Grace Hopper' }];
    expect(longestWarnings([{ id: 'note', fontSizePt: 7.5, requestedSizePt: 14, overflow: false }], longest, elements).map((w) => w.text)).toEqual([
      'Handwriting “note” shrinks to 7.5 pt for the longest value among the campaigns’ recipients, Ada Lovelace’s “Message” (300 characters): under 10 pt handwriting is hard to read; make the box larger or the text shorter.',
    ]);
    expect(longestWarnings([{ id: 'note', fontSizePt: 6, requestedSizePt: 14, overflow: true }], longest, elements)[0]!.text).toMatch(/^Handwriting “note” does not fit for the longest value/);
    expect(longestWarnings([{ id: 'note', fontSizePt: 11, requestedSizePt: 14, overflow: false }], longest, elements)).toEqual([]);
  });
});
