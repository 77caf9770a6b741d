import { describe, expect, it } from 'vitest';
import { campaignStatusWords, closedToRecipients, postageWords, recipientCounts, renderBacklogWords } from './campaign-words.ts';

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

describe('campaign status', () => {
  it('says Delivered once every recipient was delivered, Shipped while some are on their way', () => {
    const metrics = { total: 3, pending: 0, invalid: 0, ready: 0, printing: 0, shipped: 0, delivered: 3, deleted: 0 };
    expect(campaignStatusWords({ status: 'shipped', metrics })).toBe('Delivered');
    expect(campaignStatusWords({ status: 'shipped', metrics: { ...metrics, shipped: 1, delivered: 2 } })).toBe('Shipped');
    expect(campaignStatusWords({ status: 'shipped', metrics: { ...metrics, total: 4, deleted: 1 } })).toBe('Delivered');
    expect(campaignStatusWords({ status: 'pending', metrics: { ...metrics, total: 0, delivered: 0 } })).toBe('Pending payment');
  });
});

describe('a campaign closed to recipients', () => {
  const metrics = { total: 3, pending: 0, delivered: 3 };
  it('says why a paid one-time campaign, or a stopped one, takes no more, and what to do instead', () => {
    expect(closedToRecipients({ status: 'shipped', frequency: 'oneTime', metrics })).toBe(
      'This campaign is delivered: it has been paid for, so it takes no more recipients (the API refuses them). To write to more people, duplicate it; the copy keeps its design, product, delivery and return address.',
    );
    expect(closedToRecipients({ status: 'ready', frequency: 'oneTime', metrics })).toMatch(/^This campaign is ready: it has been paid for/);
    expect(closedToRecipients({ status: 'stopped', frequency: 'recurring', metrics })).toBe('This campaign is stopped, so it takes no more recipients (the API refuses them). To write to more people, duplicate it.');
  });

  it('leaves a campaign that takes recipients open', () => {
    expect(closedToRecipients({ status: 'pending', frequency: 'oneTime', metrics })).toBeUndefined();
    expect(closedToRecipients({ status: 'ready', frequency: 'recurring', metrics })).toBeUndefined();
  });
});

describe('render backlog', () => {
  const backlog = { queued: 1200, rendered: 3800, failed: 0, rendered_per_second: 21.5, seconds_remaining: 55.8 };
  it('says how many are rendered of all, the rate and the time left while some are queued', () => {
    expect(renderBacklogWords(backlog, 'en')).toBe('3,800 of 5,000 recipients rendered · 22 a second · about 56 s left');
    expect(renderBacklogWords({ ...backlog, rendered_per_second: 2.25, seconds_remaining: 533 }, 'en')).toBe('3,800 of 5,000 recipients rendered · 2.3 a second · about 9 min left');
  });

  it('says nothing of a rate before there is one, and counts failures', () => {
    expect(renderBacklogWords({ ...backlog, rendered_per_second: null, seconds_remaining: null }, 'en')).toBe('3,800 of 5,000 recipients rendered');
    expect(renderBacklogWords({ queued: 0, rendered: 4998, failed: 2, rendered_per_second: null, seconds_remaining: null }, 'en')).toBe('4,998 of 5,000 recipients rendered · 2 failed');
  });

  it('writes numbers in the locale asked for', () => {
    expect(renderBacklogWords(backlog, 'de')).toBe('3.800 of 5.000 recipients rendered · 22 a second · about 56 s left');
    expect(recipientCounts({ total: 199698, pending: 199698 }, 'de')).toBe('199.698 recipients: 199.698 pending');
  });
});

describe('postage in the order summary', () => {
  it('says where the pieces go, which go abroad, and why the price is the same', () => {
    const quote = { posted_from: 'US', destinations: [{ country: 'US', pieces: 2, international: false }, { country: 'FR', pieces: 1, international: true }] };
    expect(postageWords(quote, 'directMail', 'en')).toBe('2 to the United States and 1 to France (2 domestic, 1 international, posted from the United States). The unit price includes postage, domestic or international, so it is the same for every destination.');
    expect(postageWords({ posted_from: null, destinations: [{ country: 'GB', pieces: 3, international: null }] }, 'directMail', 'en')).toBe('3 to the United Kingdom. The unit price includes postage, domestic or international, so it is the same for every destination.');
    expect(postageWords(quote, 'bulkShipping', 'en')).toBe('One box to your shipping address, whatever the recipients’ countries; the unit price includes it.');
  });
});
