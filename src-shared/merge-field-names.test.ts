import { describe, expect, it } from 'vitest';
import { closestMergeField, isKnownMergeField, mergeFieldKey, mergeFieldValue } from './merge-field-names.ts';
import { fillMergeFields, mergeFieldWords } from './merge-fields.ts';

describe('a merge field under any usual spelling', () => {
  it('names the same recipient field written as the API, the hosted HTML example, words, capitals or a file’s own header', () => {
    for (const spelling of ['firstName', 'first_name', 'First name', 'FIRST_NAME', 'first-name', 'Given name', 'Forename']) expect(mergeFieldKey(spelling)).toBe('firstName');
    expect(mergeFieldKey('postal_code')).toBe('postalCode');
    expect(mergeFieldKey('ZIP')).toBe('postalCode');
    expect(mergeFieldKey('Favourite Colour')).toBe(mergeFieldKey('favourite_colour'));
  });

  it('fills {{ first_name | default: "Friend" }} with the recipient’s first name, and a variable under another spelling', () => {
    const html = '<p>Dear {{ first_name | default: "Friend" }} {{LAST_NAME}}, your {{Tier}} card ({{ favourite_colour }})</p>';
    expect(fillMergeFields(html, { firstName: 'Ada', lastName: 'Lovelace', tier: 'Gold', 'Favourite Colour': 'green' })).toBe('<p>Dear Ada Lovelace, your Gold card (green)</p>');
    expect(fillMergeFields(html, { lastName: 'Hopper' })).toBe('<p>Dear Friend Hopper, your  card ()</p>');
  });

  it('prefers the value under the name as written, and skips an empty one under it', () => {
    expect(mergeFieldValue({ tier: 'Gold', Tier: 'Silver' }, 'Tier')).toBe('Silver');
    expect(mergeFieldValue({ Tier: '', tier: 'Gold' }, 'Tier')).toBe('Gold');
    expect(mergeFieldValue({ tier: 'Gold' }, 'nickname')).toBeUndefined();
  });

  it('reads as words, and says which known field a misspelt one most likely meant', () => {
    expect(mergeFieldWords('first_name')).toBe('First name');
    expect(mergeFieldWords('favouriteColour')).toBe('Favourite colour');
    expect(isKnownMergeField('FIRST_NAME', [])).toBe(true);
    expect(isKnownMergeField('TIER', ['tier'])).toBe(true);
    expect(isKnownMergeField('frist_name', ['tier'])).toBe(false);
    expect(closestMergeField('frist_name', ['tier'])).toBe('firstName');
    expect(closestMergeField('tierr', ['tier', 'customMessage'])).toBe('tier');
    expect(closestMergeField('loyaltyPointsBalance', ['tier'])).toBeUndefined();
  });
});
