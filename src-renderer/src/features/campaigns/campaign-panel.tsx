import { useState } from 'react';
import type { Campaign } from '../../../../src-shared/contract/campaigns.ts';
import { useApiMutation } from '../../api/queries.ts';
import { openExternal } from '../../bridge.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { CAMPAIGN_STATUS_WORDS, DELIVERY_WORDS, FREQUENCY_WORDS, recipientCounts } from './campaign-words.ts';
import { RecipientImport } from './import/recipient-import.tsx';

/** One campaign: its recipients by status, importing recipients from a file, and checkout with a confirmation. */
export function CampaignPanel({ campaign }: { campaign: Campaign }) {
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>();
  const [confirming, setConfirming] = useState(false);
  const checkout = useApiMutation('checkout', { invalidates: ['campaignsList'] });
  const payable = campaign.frequency === 'oneTime' && campaign.status === 'pending' && campaign.metrics.total > 0;
  const whyNotPayable = campaign.frequency !== 'oneTime' ? 'Recurring campaigns are billed by subscription' : campaign.status !== 'pending' ? `This campaign is ${CAMPAIGN_STATUS_WORDS[campaign.status]?.toLowerCase()}` : campaign.metrics.total === 0 ? 'Add recipients first' : undefined;

  const pay = () => {
    setConfirming(false);
    checkout.mutate(
      { body: { campaignId: campaign.id } },
      {
        onSuccess: async (answer) => {
          if (!('status' in answer)) return;
          if (answer.status === 'payment_succeeded') {
            setMessage({ text: 'Paid with the card on file. The invoice opens in your browser.', error: false });
            await openExternal(answer.invoiceUrl);
          } else {
            setMessage({ text: 'Checkout opened in your browser; this page updates once it is paid.', error: false });
            await openExternal(answer.checkoutUrl);
          }
        },
        onError: (e) => setMessage({ text: `Checkout: ${e.message}`, error: true }),
      },
    );
  };

  return (
    <section className="card" data-testid="campaign-panel">
      <div className="row">
        <h2 style={{ marginBottom: 0 }}>{campaign.name}</h2>
        <span className="hint">
          {FREQUENCY_WORDS[campaign.frequency]} · {DELIVERY_WORDS[campaign.delivery_method]} · {campaign.product.name} · {campaign.template.name}
        </span>
      </div>
      <p className="metrics" data-testid="campaign-metrics">
        {recipientCounts(campaign.metrics)}
      </p>
      <RecipientImport campaign={campaign} onMessage={setMessage} />
      <div className="check">
        <button type="button" className="btn" onClick={() => setConfirming(true)} disabled={!payable || checkout.isPending} title={whyNotPayable} data-testid="checkout">
          Check out
        </button>
        {whyNotPayable && <span className="hint">{whyNotPayable}.</span>}
        {message && (
          <span className={message.error ? 'error' : 'ok'} data-testid="campaign-message">
            {message.text}
          </span>
        )}
      </div>
      {confirming && (
        <Dialog title={`Check out ${campaign.name}?`} onClose={() => setConfirming(false)} testId="checkout-confirm">
          <p>
            {campaign.metrics.ready + campaign.metrics.pending} recipients will be printed and mailed as {campaign.product.name}s. With a card on file it is charged at once and the invoice opens; otherwise the payment page opens in your browser.
          </p>
          <div className="dialog__actions">
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              Not now
            </button>
            <button type="button" className="btn btn--primary" onClick={pay} data-testid="checkout-confirm-pay">
              Check out
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
