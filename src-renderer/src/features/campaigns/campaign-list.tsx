import type { Campaign } from '../../../../src-shared/contract/campaigns.ts';
import { relativeTime } from '../designs/format.ts';
import { CAMPAIGN_STATUS_WORDS, FREQUENCY_WORDS, recipientCounts } from './campaign-words.ts';

const STATUS_TONE: Record<string, string> = { pending: 'badge--warn', ready: 'badge--ok', shipped: 'badge--accent', paused: '', stopped: 'badge--danger', deleted: 'badge--danger' };

/** The team's campaigns: status, frequency, product, recipients by status and last activity; a row selects one. */
export function CampaignList({ campaigns, selected, onSelect }: { campaigns: readonly Campaign[]; selected: string | undefined; onSelect: (id: string) => void }) {
  return (
    <table className="table" data-testid="campaign-list">
      <thead>
        <tr>
          <th>Campaign</th>
          <th>Status</th>
          <th>Frequency</th>
          <th>Product</th>
          <th>Recipients</th>
          <th>Last activity</th>
        </tr>
      </thead>
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
              <span className={`badge ${STATUS_TONE[c.status] ?? ''}`}>{CAMPAIGN_STATUS_WORDS[c.status] ?? c.status}</span>
            </td>
            <td>{FREQUENCY_WORDS[c.frequency] ?? c.frequency}</td>
            <td>{c.product.name}</td>
            <td>{recipientCounts(c.metrics)}</td>
            <td className="hint">{relativeTime(c.updated_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
