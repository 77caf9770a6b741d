import { Truck } from 'lucide-react';
import type { Campaign } from '#shared/contract/campaigns.ts';
import { useSandboxAdvanceCampaign } from '#renderer/api/sandbox.ts';

const NEXT_WORDS = { ready: 'Printing', printing: 'Shipped', shipped: 'Delivered' } as const;

/**
 * The sandbox's fulfilment, where the campaign is: paid mail moved on one step
 * (Ready, Printing, Shipped, Delivered), as the printer and the post would move it on
 * the hosted service. The same call as Console > Sandbox (POST /_sandbox/campaigns/{id}/advance).
 */
export function SandboxFulfilment({ campaign, onMessage }: { campaign: Campaign; onMessage(message: { text: string; error: boolean }): void }) {
  const advance = useSandboxAdvanceCampaign();
  const m = campaign.metrics;
  const furthest = m.shipped > 0 ? 'shipped' : m.printing > 0 ? 'printing' : m.ready > 0 ? 'ready' : undefined;
  if (!furthest) return null;
  const why = advance.isPending ? 'Moving…' : undefined;
  return (
    <div className="sandbox-fulfilment" data-testid="sandbox-fulfilment">
      <span className="hint">Sandbox: the mail moves on as the printer and the post would move it.</span>
      <button
        type="button"
        className="btn btn--small"
        disabled={Boolean(why)}
        title={why ?? 'Paid mail moves one step: Ready to Printing, Printing to Shipped, Shipped to Delivered'}
        onClick={() => advance.mutate({ params: { campaignId: campaign.id } }, { onSuccess: () => onMessage({ text: 'The paid mail moved on one step.', error: false }), onError: (e) => onMessage({ text: `The mail could not move on: ${e.message}`, error: true }) })}
        data-testid="sandbox-advance"
      >
        <Truck size={14} aria-hidden /> Move on to {NEXT_WORDS[furthest]}
      </button>
    </div>
  );
}
