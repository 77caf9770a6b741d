import type { CampaignSpend } from '#shared/contract/recipient-activity.ts';
import { formatMoney } from '#renderer/ui/format.ts';

export interface Money {
  currency: string;
  cents: number;
}

/** GET /api/campaign-spend as each campaign's charges, one per currency. */
export function spendByCampaign(spend: CampaignSpend): Map<string, Money[]> {
  const out = new Map<string, Money[]>();
  for (const item of spend.data) out.set(item.campaign_id, [...(out.get(item.campaign_id) ?? []), { currency: item.currency, cents: item.spent_cents }]);
  return out;
}

/** An amount with its currency, in the user's locale (or the one given): "$7.50", "7,50 $", "US$7.50". */
export const moneyText = (money: Money, locale?: string) => formatMoney(money.cents, money.currency, locale);

/** What a campaign has cost, each currency in turn; "—" when nothing has been charged. */
export function spendText(charges: readonly Money[] | undefined, locale?: string): string {
  const charged = (charges ?? []).filter((m) => m.cents !== 0);
  return charged.length === 0 ? '—' : charged.map((m) => moneyText(m, locale)).join(' + ');
}
