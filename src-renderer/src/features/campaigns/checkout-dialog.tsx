import type { Campaign } from '#shared/contract/campaigns.ts';
import { Dialog } from '#renderer/ui/dialog.tsx';
import { ErrorState, Loading } from '#renderer/ui/states.tsx';
import { formatCount, formatMoney, formatNumber } from '#renderer/ui/format.ts';
import { PAYMENT_METHOD_WORDS } from '#renderer/ui/enum-words.ts';
import { postageWords } from './campaign-words.ts';
import { PlainTableHead } from '#renderer/ui/table.tsx';
import { useCampaignQuote } from '#renderer/api/recipient-activity.ts';

/** The order summary before any charge: lines, postage, total, the card on file, and an explicit confirmation. */
export function CheckoutDialog({ campaign, onConfirm, onAnotherCard, onClose }: { campaign: Campaign; onConfirm: () => void; onAnotherCard: () => void; onClose: () => void }) {
  const quote = useCampaignQuote({ params: { campaignId: campaign.id } }, { staleTime: 0 });
  const q = quote.data;
  return (
    <Dialog title={`Check out ${campaign.name}`} onClose={onClose} testId="checkout-confirm">
      {quote.isError ? (
        <ErrorState title="The order could not be priced" message={quote.error.message} onRetry={() => void quote.refetch()} />
      ) : !q ? (
        <Loading label="Pricing the order" rows={3} height={24} />
      ) : (
        <>
          <table className="table order-summary" data-testid="order-summary">
            <PlainTableHead columns={['Item', 'Quantity', 'Unit price', 'Amount']} numeric={['Quantity', 'Unit price', 'Amount']} />
            <tbody>
              {q.lines.map((line) => (
                <tr key={line.kind}>
                  <td>{line.description}</td>
                  <td className="num">{formatNumber(line.quantity)}</td>
                  <td className="num">{formatMoney(line.unit_cents, q.currency)}</td>
                  <td className="num">{formatMoney(line.amount_cents, q.currency)}</td>
                </tr>
              ))}
              <tr data-testid="order-postage">
                <td>
                  Postage ({campaign.delivery_method === 'directMail' ? 'first class, stamped' : 'bulk shipping to your address'})
                  <span className="hint order-summary__note">{postageWords(q, campaign.delivery_method)}</span>
                </td>
                <td className="num" />
                <td className="num" />
                <td className="num hint">In the unit price</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={3}>Total ({formatCount(q.pieces, 'piece', 'pieces')})</th>
                <th className="num" data-testid="order-total">
                  {formatMoney(q.total_cents, q.currency)} {q.currency.toUpperCase()}
                </th>
              </tr>
            </tfoot>
          </table>
          <p data-testid="order-payment">
            <strong>{PAYMENT_METHOD_WORDS[q.payment_method]}.</strong>{' '}
            {q.outcome === 'charge_card' ? 'The card is charged at once and the invoice opens in your browser.' : 'The payment page opens in your browser; this page updates once it is paid.'}
          </p>
          {q.blocked && (
            <p className="error" data-testid="order-blocked">
              {q.blocked}.
            </p>
          )}
        </>
      )}
      <div className="dialog__actions">
        <button type="button" className="btn" onClick={onClose}>
          Not now
        </button>
        {q?.outcome === 'charge_card' && (
          <button type="button" className="btn" onClick={onAnotherCard} disabled={Boolean(q.blocked)} title={q.blocked ?? 'Opens the payment page in your browser; the card on file is not charged'} data-testid="checkout-another-card">
            Pay with another card
          </button>
        )}
        <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={!q || Boolean(q.blocked)} title={q?.blocked ?? undefined} data-testid="checkout-confirm-pay">
          {q?.outcome === 'charge_card' ? `Pay ${formatMoney(q.total_cents, q.currency)}` : 'Open the payment page'}
        </button>
      </div>
    </Dialog>
  );
}
