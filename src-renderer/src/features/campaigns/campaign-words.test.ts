import { describe, expect, it } from 'vitest';
import { recipientCounts } from './campaign-words.ts';

describe('campaign words', () => {
  it('counts recipients by the statuses they are in, including mail on its way', () => {
    expect(recipientCounts({ total: 0 })).toBe('0 recipients');
    expect(recipientCounts({ total: 12, pending: 3, ready: 0, printing: 9, delivered: 0 })).toBe('12 recipients: 3 pending, 9 printing');
    expect(recipientCounts({ total: 1, delivered: 1 })).toBe('1 recipient: 1 delivered');
  });
});

describe('large counts', () => {
  it('are grouped by thousands', () => {
    expect(recipientCounts({ total: 100000, pending: 99000, ready: 1000 })).toBe('100,000 recipients: 99,000 pending, 1,000 ready');
  });
});
