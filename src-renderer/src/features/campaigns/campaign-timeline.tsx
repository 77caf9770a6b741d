import { CURRENCY } from '#shared/pricing.ts';
import { ErrorState, Loading } from '#renderer/ui/states.tsx';
import { formatDateTime, formatNumber } from '#renderer/ui/format.ts';
import { RenderBacklog } from './render-backlog.tsx';
import { spendText } from './spend.ts';
import { useCampaignTimeline } from '#renderer/api/recipient-activity.ts';

const STEP_WORDS: Record<string, string> = { pending: 'Added', ready: 'Paid', printing: 'Printing', shipped: 'Shipped', delivered: 'Delivered' };


/** Where the campaign's mail is: each fulfilment step with how many reached it and when; what it has cost. */
export function CampaignTimeline({ campaignId }: { campaignId: string }) {
  const timeline = useCampaignTimeline({ params: { campaignId } });
  if (timeline.isError) return <ErrorState title="The timeline could not be loaded" message={timeline.error.message} onRetry={() => void timeline.refetch()} />;
  if (!timeline.data) return <Loading label="Loading the timeline" rows={1} height={64} />;
  const { steps, spent_cents, render } = timeline.data;
  const added = steps[0]?.count ?? 0;
  return (
    <>
    <div className="fulfilment-wrap">
      <ol className="fulfilment" aria-label="Fulfilment" data-testid="campaign-timeline">
        {steps.map((step) => (
          <li key={step.status} className={step.count > 0 ? 'fulfilment__step fulfilment__step--done' : 'fulfilment__step'} data-testid={`timeline-${step.status}`}>
            <span className="fulfilment__dot" aria-hidden />
            <strong>{STEP_WORDS[step.status] ?? step.status}</strong>
            <span className="fulfilment__count">{step.status === 'pending' ? formatNumber(step.count) : `${formatNumber(step.count)} of ${formatNumber(added)}`}</span>
            <span className="hint">{step.first_at ? (step.first_at === step.last_at ? formatDateTime(step.first_at) : `${formatDateTime(step.first_at)} – ${formatDateTime(step.last_at!)}`) : 'Not yet'}</span>
          </li>
        ))}
      </ol>
      <div className="fulfilment__spend" data-testid="campaign-spend">
        <span className="hint">Spent</span>
        {/* The timeline's figure is in the server's one currency (invoices carry it; the quote names it). */}
        <strong>{spendText([{ currency: CURRENCY, cents: spent_cents }])}</strong>
      </div>
    </div>
    <RenderBacklog backlog={render} />
    </>
  );
}
