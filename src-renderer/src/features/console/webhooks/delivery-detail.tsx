import type { WebhookDelivery } from '#shared/contract/sandbox-webhooks.ts';
import { ErrorState, Loading } from '#renderer/ui/states.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { HeaderList, JsonView } from '../json-view.tsx';
import { dateTime, DELIVERY_STATUS_WORDS } from '../words.ts';
import { VerifyPanel } from './verify-panel.tsx';
import { formatNumber } from '#renderer/ui/format.ts';
import { useSandboxWebhookDelivery, useSandboxWebhookReplay } from '#renderer/api/sandbox-webhooks.ts';

type Attempt = WebhookDelivery['attempts'][number];

function outcome(attempt: Attempt): string {
  const fault = attempt.fault === 'timeout' ? ' (sandbox fault: timed out)' : attempt.fault === 'duplicate' ? ' (sandbox fault: sent twice)' : '';
  if (attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300) return `Receiver answered ${attempt.statusCode}${fault}`;
  return `${attempt.error ?? `Receiver answered ${attempt.statusCode}`}${fault}`;
}

/** One delivery: its attempts (headers sent, the receiver's answer, timing), the retries to come, its body; redeliver and verify. */
export function DeliveryDetail({ deliveryId, secret, onRedelivered }: { deliveryId: string; secret: string | undefined; onRedelivered: (id: string) => void }) {
  const show = useToasts((state) => state.show);
  const delivery = useSandboxWebhookDelivery({ params: { deliveryId } }, { admin: true });
  const replay = useSandboxWebhookReplay();
  if (delivery.isPending) return <Loading label="Loading the delivery" rows={4} />;
  if (delivery.error) return <ErrorState title="The delivery could not be loaded" message={delivery.error.message} onRetry={() => void delivery.refetch()} />;
  const data = delivery.data;
  const redeliver = () =>
    replay.mutate(
      { params: { deliveryId } },
      {
        onSuccess: (created) => {
          show('Redelivery queued: same event, a new delivery id');
          onRedelivered(created.id);
        },
        onError: (error) => show(`Redelivery refused: ${error.message}`, 'error'),
      },
    );
  return (
    <div data-testid="delivery-detail">
      <div className="detail-head">
        <h2>{data.eventType}</h2>
        <span className={data.status === 'delivered' ? 'badge badge--ok' : data.status === 'failed' ? 'badge badge--danger' : 'badge badge--warn'} data-testid="delivery-status">
          {data.held ? 'Held (subscription paused)' : DELIVERY_STATUS_WORDS[data.status]}
        </span>
      </div>
      <dl className="facts">
        <dt>To</dt>
        <dd>{data.url}</dd>
        <dt>Delivery id</dt>
        <dd>{data.id}</dd>
        <dt>Event id</dt>
        <dd>{data.eventId}</dd>
        <dt>Created</dt>
        <dd>{dateTime(data.createdAt)}</dd>
        {data.replayOf && (
          <>
            <dt>Redelivery of</dt>
            <dd>{data.replayOf}</dd>
          </>
        )}
      </dl>
      <div className="toolbar">
        <button type="button" className="btn btn--primary" onClick={redeliver} disabled={replay.isPending} data-testid="redeliver">
          Redeliver
        </button>
      </div>
      <h3 className="section-title">Attempts</h3>
      {data.attempts.length === 0 && data.schedule.length === 0 && <p className="hint">Not attempted yet.</p>}
      <ol className="timeline" data-testid="delivery-attempts">
        {data.attempts.map((attempt) => (
          <li key={attempt.number} className={attempt.statusCode !== null && attempt.statusCode < 300 && !attempt.fault ? 'timeline__ok' : 'timeline__failed'}>
            <strong>
              Attempt {attempt.number}, {dateTime(attempt.attemptedAt)}
            </strong>{' '}
            · {formatNumber(attempt.durationMs)} ms
            <div>{outcome(attempt)}</div>
            <details>
              <summary>Headers sent and the answer</summary>
              {attempt.requestHeaders ? <HeaderList headers={attempt.requestHeaders} /> : <p className="hint">Not kept for this attempt.</p>}
              <JsonView text={attempt.responseSnippet} label={`answer to attempt ${attempt.number}`} />
            </details>
          </li>
        ))}
        {data.schedule.map((step) => (
          <li key={`next-${step.number}`} className="future">
            Attempt {step.number} due {dateTime(step.dueAt)}
            {step.number === data.schedule[0]?.number ? '' : ' if the one before fails'}
          </li>
        ))}
      </ol>
      <h3 className="section-title">Body</h3>
      <JsonView text={JSON.stringify(data.body)} label="event body" testId="delivery-body" />
      <VerifyPanel source={{ deliveryId: data.id }} secret={secret} disabledReason={data.attempts.length === 0 ? 'Nothing was sent yet' : undefined} />
    </div>
  );
}
