import { describe, expect, it } from 'vitest';
import { fillMergeFields, mergeFieldNames, mergeFieldToken, mergeFieldUses, mergeFieldWords, requiredMergeFieldNames, setMergeFieldFallback } from './merge-fields.ts';

describe('merge fields with a fallback', () => {
  const html = '<p>Dear {{firstName | default: "friend"}},</p><p>Your {{ tier | default: \'Gold\' }} card, {{lastName}}.</p>';

  it('prints the recipient’s value, escaped, and the fallback for a recipient who lacks it or has it empty', () => {
    expect(fillMergeFields(html, { firstName: 'Ada', tier: 'Silver', lastName: 'Lovelace' })).toBe('<p>Dear Ada,</p><p>Your Silver card, Lovelace.</p>');
    expect(fillMergeFields(html, { lastName: 'Hopper' })).toBe('<p>Dear friend,</p><p>Your Gold card, Hopper.</p>');
    expect(fillMergeFields(html, { firstName: '  ', tier: null })).toBe('<p>Dear friend,</p><p>Your Gold card, .</p>');
    expect(fillMergeFields('{{company}}', { company: '<b>&</b>' })).toBe('&lt;b&gt;&amp;&lt;/b&gt;');
  });

  it('lists every name once, and as required only those written somewhere without a fallback', () => {
    expect(mergeFieldNames(html, '{{tier}}')).toEqual(['firstName', 'tier', 'lastName']);
    expect(requiredMergeFieldNames(html)).toEqual(['lastName']);
    expect(requiredMergeFieldNames(html, '<p>{{tier}}</p>')).toEqual(['lastName', 'tier']);
    expect(mergeFieldUses(html)).toEqual([
      { name: 'firstName', fallback: 'friend' },
      { name: 'tier', fallback: 'Gold' },
      { name: 'lastName', fallback: undefined },
    ]);
  });

  it('writes and rewrites the fallback of one field wherever it is used', () => {
    expect(mergeFieldToken('tier', 'Friend')).toBe('{{tier | default: "Friend"}}');
    expect(mergeFieldToken('tier', 'the "best"')).toBe(`{{tier | default: 'the "best"'}}`);
    expect(mergeFieldToken('tier', '')).toBe('{{tier}}');
    const text = '<p>{{tier}} and {{ tier | default: "x" }} and {{firstName}}</p>';
    expect(setMergeFieldFallback(text, 'tier', 'Member')).toBe('<p>{{tier | default: "Member"}} and {{tier | default: "Member"}} and {{firstName}}</p>');
    expect(setMergeFieldFallback(text, 'tier', undefined)).toBe('<p>{{tier}} and {{tier}} and {{firstName}}</p>');
  });
});

describe('merge fields', () => {
  it('fills a recipient\'s values as text, never markup, in content and attributes; a missing one is empty', () => {
    const html = '<p title="{{company}}">Dear {{firstName}} of {{company}},{{nickname}}</p>';
    expect(fillMergeFields(html, { firstName: '<b>Ada</b>', company: `"Tom & Jerry's"` })).toBe('<p title="&quot;Tom &amp; Jerry&#39;s&quot;">Dear &lt;b&gt;Ada&lt;/b&gt; of &quot;Tom &amp; Jerry&#39;s&quot;,</p>');
  });
});

describe('merge fields in words', () => {
  it.each([
    ['firstName', 'First name'],
    ['postalCode', 'Postal code'],
    ['senderName', 'Sender’s name'],
    ['referralCode', 'Referral code'],
    ['gift_amount', 'Gift amount'],
    ['Tier', 'Tier'],
  ])('%s reads “%s”', (name, words) => {
    expect(mergeFieldWords(name)).toBe(words);
  });
});
