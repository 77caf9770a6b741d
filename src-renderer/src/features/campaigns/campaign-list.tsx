import { AlertTriangle } from 'lucide-react';
import { useMemo } from 'react';
import type { Campaign } from '#shared/contract/campaigns.ts';
import { formatRelative } from '#renderer/ui/format.ts';
import { useSandboxNow } from '#renderer/api/sandbox-now.ts';
import { FREQUENCY_WORDS } from '#renderer/ui/enum-words.ts';
import { campaignStatusWords, recipientCounts } from './campaign-words.ts';
import { spendByCampaign, spendText } from './spend.ts';
import { PlainTableHead } from '#renderer/ui/table.tsx';
import { useCampaignSpend } from '#renderer/api/recipient-activity.ts';

const STATUS_TONE: Record<string, string> = { pending: 'badge--warn', ready: 'badge--ok', shipped: 'badge--accent', paused: '', stopped: 'badge--danger', deleted: 'badge--danger' };

/**
 * The team's campaigns: status, frequency, product, recipients by status, spend and
 * last activity; a row selects one. Spend comes from one extension call for the
 * whole list (GET /api/campaign-spend), refetched when a payment lands.
 */
export function CampaignList({ campaigns, selected, onSelect }: { campaigns: readonly Campaign[]; selected: string | undefined; onSelect: (id: string) => void }) {
  const now = useSandboxNow();
  const spend = useCampaignSpend();
  const byCampaign = useMemo(() => (spend.data ? spendByCampaign(spend.data) : undefined), [spend.data]);
  const spendCell = (c: Campaign) => {
    if (byCampaign) {
      const text = spendText(byCampaign.get(c.id));
      // Recurring campaigns are never checked out: their recipients count against the subscription, with no invoice.
      const why = text !== '—' ? undefined : c.frequency === 'recurring' ? 'Billed through the subscription, not invoiced' : 'Nothing charged yet';
      return (
        <span title={why}>
          <span aria-hidden={why ? true : undefined} data-testid="campaign-spend-value">
            {text}
          </span>
          {why && <span className="sr-only">{why}</span>}
        </span>
      );
    }
    // After a failure the reason stays until a retry is on its way, which shows as loading.
    if (spend.isError && !spend.isFetching) {
      return (
        <button type="button" className="link-button spend-error" onClick={(e) => (e.stopPropagation(), void spend.refetch())} title={`${spend.error.message}. Click to try again.`} data-testid="campaign-spend-retry">
          <AlertTriangle size={13} aria-hidden /> Not loaded: try again
        </button>
      );
    }
    return <span className="skeleton spend-skeleton" role="status" aria-label="Loading the spend" />;
  };
  return (
    <table className="table" data-testid="campaign-list">
      <PlainTableHead columns={['Campaign', 'Status', 'Frequency', 'Product', 'Recipients', 'Spend', 'Last activity']} numeric={['Spend']} />
      <tbody>
        {campaigns.map((c) => (
          <tr key={c.id} className={c.id === selected ? 'row-selected' : undefined} onClick={() => onSelect(c.id)} data-testid="campaign-row">
            <td>
              <button type="button" className="link-button" onClick={() => onSelect(c.id)} aria-pressed={c.id === selected}>
                {c.name}
              </button>
              <div className="hint">{c.template.name}</div>
            </td>
            <td>
              <span className={`badge ${STATUS_TONE[c.status] ?? ''}`}>{campaignStatusWords(c)}</span>
            </td>
            <td>{FREQUENCY_WORDS[c.frequency] ?? c.frequency}</td>
            <td>{c.product.name}</td>
            <td>{recipientCounts(c.metrics)}</td>
            <td className="num" data-testid="campaign-spend-cell">
              {spendCell(c)}
            </td>
            <td className="hint">{formatRelative(c.updated_at, now)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
