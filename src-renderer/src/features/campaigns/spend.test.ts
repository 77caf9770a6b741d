import { describe, expect, it } from 'vitest';
import { moneyText, spendByCampaign, spendText } from './spend.ts';

describe('campaign spend', () => {
  it('groups the API answer by campaign', () => {
    const spend = spendByCampaign({ data: [{ campaign_id: 'a', currency: 'usd', spent_cents: 750 }, { campaign_id: 'a', currency: 'eur', spent_cents: 100 }, { campaign_id: 'b', currency: 'usd', spent_cents: 250 }] });
    expect(spend.get('a')).toEqual([{ currency: 'usd', cents: 750 }, { currency: 'eur', cents: 100 }]);
    expect(spend.get('b')).toEqual([{ currency: 'usd', cents: 250 }]);
    expect(spend.get('c')).toBeUndefined();
  });

  it('writes money with its currency in the locale asked for', () => {
    expect(moneyText({ currency: 'usd', cents: 750 }, 'en-US')).toBe('$7.50');
    expect(moneyText({ currency: 'usd', cents: 123456 }, 'en-US')).toBe('$1,234.56');
    expect(moneyText({ currency: 'usd', cents: 750 }, 'en-GB')).toBe('US$7.50');
    expect(moneyText({ currency: 'usd', cents: 750 }, 'de-DE')).toBe('7,50\u00a0$');
  });

  it('says "—" when nothing has been charged, and joins several currencies', () => {
    expect(spendText(undefined, 'en-US')).toBe('—');
    expect(spendText([], 'en-US')).toBe('—');
    expect(spendText([{ currency: 'usd', cents: 0 }], 'en-US')).toBe('—');
    expect(spendText([{ currency: 'usd', cents: 750 }, { currency: 'eur', cents: 100 }], 'en-US')).toBe('$7.50 + €1.00');
  });
});
