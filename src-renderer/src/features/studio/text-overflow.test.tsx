import { describe, expect, it } from 'vitest';
import type { FieldCoverage } from '#shared/contract/studio-extras.ts';
import { textElement } from '#shared/design-elements.ts';
import { elementsOf } from '#shared/design-html.ts';
import { textOverflowWarnings, withGrownBox } from './text-overflow.ts';

const LONG = 'Thank you for ten years with us, and for every order in between.';
const fitted = (fit: string, words: string, height = 10) => textElement('headline', { x: 10, y: 10, width: 60, height }, words).replace('data-ink-kind="text"', `data-ink-kind="text" data-ink-fit="${fit}"`);
const coverage = (value: string): FieldCoverage => ({
  campaigns: [{ id: 'cmp_1', name: 'Spring', recipients: 2 }],
  variables: [],
  fields: [{ name: 'company', missing: 0, example: null, longest: { recipient_id: 'r1', campaign_id: 'cmp_1', name: 'Grace Hopper', value } }],
});

// Measured in this Chromium with the bundled faces, as the studio measures them.
describe('text that fits its box', () => {
  it('flags a fixed text running past its box for the recipient previewed, naming the element', async () => {
    await document.fonts.ready;
    expect(textOverflowWarnings(elementsOf(fitted('fixed', 'Spring sale')), {}, 'Ada Lovelace', undefined)).toEqual([]);
    expect(textOverflowWarnings(elementsOf(fitted('fixed', LONG)), {}, 'Ada Lovelace', undefined).map((w) => w.text)).toEqual([
      'Text “headline” runs past its box for Ada Lovelace: make the box larger, the text shorter, or let it shrink to fit.',
    ]);
  });

  it('flags a fixed text that fits the recipient previewed but not the longest value of a campaign’s recipients', () => {
    const html = fitted('fixed', 'For {{company}}');
    expect(textOverflowWarnings(elementsOf(html), { company: 'Acme' }, 'Ada Lovelace', coverage('Acme'))).toEqual([]);
    const long = 'The Very Long Name Of A Company With Several Trading Names Limited';
    expect(textOverflowWarnings(elementsOf(html), { company: 'Acme' }, 'Ada Lovelace', coverage(long)).map((w) => w.text)).toEqual([
      `Text “headline” runs past its box for the longest {{company}} among the campaigns’ recipients, “${long}” (Grace Hopper): make the box larger, the text shorter, or let it shrink to fit.`,
    ]);
  });

  it('leaves growing and shrinking texts alone', () => {
    expect(textOverflowWarnings(elementsOf(fitted('grow', LONG) + fitted('shrink', LONG).replace('headline', 'other')), {}, 'Ada', undefined)).toEqual([]);
  });

  it('grows a growing box to its words, and back down, leaving fixed ones as they are', () => {
    const grown = elementsOf(withGrownBox(fitted('grow', LONG), 'headline'))[0]!.box!;
    expect(grown.height).toBeGreaterThan(20);
    const short = elementsOf(withGrownBox(fitted('grow', 'Hi', 40), 'headline'))[0]!.box!;
    expect(short.height).toBeLessThan(15);
    expect(withGrownBox(fitted('fixed', LONG), 'headline')).toBe(fitted('fixed', LONG));
  });
});
