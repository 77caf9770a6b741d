import { EmptyState, ErrorState, Loading } from '#renderer/ui/states.tsx';
import { DELIVERY_STATUS_WORDS, shortId, timeOfDay } from '../words.ts';
import { formatCount } from '#renderer/ui/format.ts';
import { ListItemMain } from '../list-item.tsx';
import { useSandboxWebhookDeliveries } from '#renderer/api/sandbox-webhooks.ts';

const TONE = { pending: 'badge badge--warn', delivered: 'badge badge--ok', failed: 'badge badge--danger' } as const;

/** The team's deliveries, newest first (live: each attempt refreshes it). */
export function DeliveriesList({ teamId, selected, onSelect }: { teamId: string; selected: string | undefined; onSelect: (id: string) => void }) {
  const deliveries = useSandboxWebhookDeliveries({ query: { teamId, limit: 100 } }, { admin: true });
  if (deliveries.error) return <ErrorState title="Deliveries could not be loaded" message={deliveries.error.message} onRetry={() => void deliveries.refetch()} />;
  if (!deliveries.data) return <Loading label="Loading deliveries" rows={3} />;
  if (deliveries.data.length === 0)
    return (
      <EmptyState title="No deliveries yet" testId="deliveries-empty">
        A QR scan or a test event sends one to each active subscription.
      </EmptyState>
    );
  return (
    <div className="list" role="listbox" aria-label="Deliveries" data-testid="deliveries">
      {deliveries.data.map((delivery) => (
        <button type="button" role="option" key={delivery.id} className="list-item" aria-selected={delivery.id === selected} onClick={() => onSelect(delivery.id)} data-testid="delivery-row">
          <span className={TONE[delivery.status]}>{delivery.held ? 'Held' : DELIVERY_STATUS_WORDS[delivery.status]}</span>
          <ListItemMain title={<code title={delivery.url}>{delivery.url}</code>}>
            {delivery.eventType} · {formatCount(delivery.attemptCount, 'attempt', 'attempts')} · {shortId(delivery.id)}
            {delivery.replayOf ? ' · redelivery' : ''}
          </ListItemMain>
          <span className="hint">{timeOfDay(delivery.createdAt)}</span>
        </button>
      ))}
    </div>
  );
}
