import { Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ListedRecipient } from '#shared/contract/recipient-activity.ts';
import { productById } from '#shared/products.ts';
import type { Campaign } from '#shared/contract/campaigns.ts';
import { openExternal } from '#renderer/bridge.ts';
import { FREQUENCY_WORDS } from '#renderer/ui/enum-words.ts';
import { campaignStatusWords, closedToRecipients, DELIVERY_WORDS, recipientCounts } from './campaign-words.ts';
import { CampaignTimeline } from './campaign-timeline.tsx';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { RecipientImport } from './import/recipient-import.tsx';
import { RecipientPanel } from './recipient-panel.tsx';
import { RecipientTable } from './recipient-table.tsx';
import { SandboxFulfilment } from './sandbox-fulfilment.tsx';
import { useCampaignPaymentPage, useCheckout } from '#renderer/api/checkout.ts';

/** One campaign: its fulfilment timeline, importing recipients from a file, checkout with an order summary, and its recipients with their proofs. */
export function CampaignPanel({ campaign, onDuplicate }: { campaign: Campaign; onDuplicate: () => void }) {
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [waitingForPayment, setWaitingForPayment] = useState(false);
  const [selected, setSelected] = useState<ListedRecipient | undefined>();
  const previewType = productById(campaign.product.id)?.documentType === 'postcard' ? 'postcard' : 'note';
  const [importing, setImporting] = useState(false);
  const checkout = useCheckout();
  const paymentPage = useCampaignPaymentPage();
  // A running import finishes where it is; otherwise a campaign that takes no more recipients says so in place of the drop zone.
  const closed = importing ? undefined : closedToRecipients(campaign);
  const whyNotPayable =
    campaign.frequency !== 'oneTime'
      ? 'Recurring campaigns are billed by subscription'
      : campaign.status !== 'pending'
        ? `This campaign is ${campaignStatusWords(campaign).toLowerCase()}`
        : importing
          ? 'An import is running'
          : campaign.metrics.pending === 0
            ? 'Add recipients first'
            : waitingForPayment
              ? 'Waiting for the payment in your browser'
              : undefined;

  // The server's events refresh the campaign: once paid in the browser it is no longer pending.
  useEffect(() => {
    if (waitingForPayment && campaign.status !== 'pending') {
      setWaitingForPayment(false);
      setMessage({ text: 'Paid. The recipients are ready for printing.', error: false });
    }
  }, [waitingForPayment, campaign.status]);

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
            setMessage(undefined);
            setWaitingForPayment(true);
            await openExternal(answer.checkoutUrl);
          }
        },
        onError: (e) => setMessage({ text: `Checkout: ${e.message}`, error: true }),
      },
    );
  };

  /** The hosted payment page even with a card on file: the marketer pays with another card there. */
  const payWithAnotherCard = () => {
    setConfirming(false);
    paymentPage.mutate(
      { params: { campaignId: campaign.id } },
      {
        onSuccess: async (answer) => {
          setMessage(undefined);
          setWaitingForPayment(true);
          await openExternal(answer.checkoutUrl);
        },
        onError: (e) => setMessage({ text: `The payment page could not be opened: ${e.message}`, error: true }),
      },
    );
  };

  return (
    <section className="card campaign-panel" data-testid="campaign-panel">
      <div className="row">
        <h2 style={{ marginBottom: 0 }}>{campaign.name}</h2>
        <span className="hint">
          {FREQUENCY_WORDS[campaign.frequency]} · {DELIVERY_WORDS[campaign.delivery_method]} · {campaign.product.name} · {campaign.template.name}
        </span>
        <span className="spacer" />
        <button type="button" className="btn btn--small" onClick={onDuplicate} title="A new campaign with the same design, product, delivery and addresses" data-testid="campaign-duplicate">
          <Copy size={14} aria-hidden /> Duplicate
        </button>
        <button type="button" className="btn btn--primary btn--small" onClick={() => setConfirming(true)} disabled={Boolean(whyNotPayable) || checkout.isPending} title={whyNotPayable} data-testid="checkout">
          Check out
        </button>
      </div>
      <p className="metrics" data-testid="campaign-metrics">
        {recipientCounts(campaign.metrics)}
      </p>
      <div className="check" aria-live="polite">
        {whyNotPayable && !waitingForPayment && <span className="hint">{whyNotPayable}.</span>}
        {waitingForPayment && (
          <span className="hint" role="status" data-testid="checkout-waiting">
            <span className="spinner" aria-hidden /> Waiting for the payment in your browser…{' '}
            <button type="button" className="link-button" onClick={() => setWaitingForPayment(false)}>
              Stop waiting
            </button>
          </span>
        )}
        {message && (
          <span className={message.error ? 'error' : 'ok'} data-testid="campaign-message">
            {message.text}
          </span>
        )}
      </div>
      {closed ? (
        <div className="recipient-import-closed" data-testid="recipients-closed">
          <p>{closed}</p>
          <button type="button" className="btn btn--small" onClick={onDuplicate} data-testid="recipients-closed-duplicate">
            <Copy size={14} aria-hidden /> Duplicate for more recipients
          </button>
        </div>
      ) : (
        <RecipientImport campaign={campaign} onMessage={setMessage} onRunning={setImporting} />
      )}
      {confirming && <CheckoutDialog campaign={campaign} onConfirm={pay} onAnotherCard={payWithAnotherCard} onClose={() => setConfirming(false)} />}
      <CampaignTimeline campaignId={campaign.id} />
      <SandboxFulfilment campaign={campaign} onMessage={setMessage} />
      <h3>Recipients</h3>
      <div className={selected ? 'recipients-split' : undefined}>
        <RecipientTable campaignId={campaign.id} previewType={previewType} selectedId={selected?.id} onSelect={setSelected} />
        {selected && <RecipientPanel key={selected.id} recipient={selected} onClose={() => setSelected(undefined)} />}
      </div>
    </section>
  );
}
