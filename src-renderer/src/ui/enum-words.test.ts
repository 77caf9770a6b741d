import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS_WORDS, FREQUENCY_WORDS, PAYMENT_METHOD_WORDS, wordsOf } from './enum-words.ts';

describe('the campaign enums in words (one map each, for the campaign desk and the console)', () => {
  it('says what a marketer reads', () => {
    expect(Object.values(CAMPAIGN_STATUS_WORDS)).toEqual(['Pending payment', 'Ready', 'Paused', 'Stopped', 'Shipped', 'Deleted']);
    expect(Object.values(FREQUENCY_WORDS)).toEqual(['One-time', 'Recurring']);
    expect(PAYMENT_METHOD_WORDS).toEqual({ valid: 'Card on file', declining: 'Card on file (declining)', none: 'No card on file' });
  });

  it('shows a value newer than the app as itself', () => {
    expect(wordsOf(CAMPAIGN_STATUS_WORDS, 'pending')).toBe('Pending payment');
    expect(wordsOf(CAMPAIGN_STATUS_WORDS, 'archived')).toBe('archived');
    expect(wordsOf(CAMPAIGN_STATUS_WORDS, 'toString')).toBe('toString');
  });
});
