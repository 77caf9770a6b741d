import { ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PRODUCTS } from '#shared/products.ts';
import { openExternal } from '#renderer/bridge.ts';
import { EmptyState, ErrorState, Loading } from '#renderer/ui/states.tsx';
import { formatCount, formatNumber } from '#renderer/ui/format.ts';
import { cartItemName, chargeableItems, pendingOf } from './cart-items.ts';
import { RecipientPanel } from './recipient-panel.tsx';
import { RecipientTable } from './recipient-table.tsx';
import type { ListedRecipient } from '#shared/contract/recipient-activity.ts';
import { PlainTableHead } from '#renderer/ui/table.tsx';
import { useActiveCart, useCheckout } from '#renderer/api/checkout.ts';


/**
 * The open cart: the campaigns that wait for payment together, chiefly the hidden
 * ones POST /api/recipients/html fills, with their recipients and proofs, and
 * their checkout on the hosted page in the browser.
 */
export function CartPanel() {
  const cart = useActiveCart();
  const checkout = useCheckout();
  const [itemId, setItemId] = useState<string | undefined>();
  const [selected, setSelected] = useState<ListedRecipient | undefined>();
  const [waiting, setWaiting] = useState<string | undefined>();
  const [paid, setPaid] = useState(false);

  // A cart that was paid is completed, and the next GET opens a fresh one.
  useEffect(() => {
    if (waiting && cart.data && cart.data.id !== waiting) {
      setWaiting(undefined);
      setPaid(true);
    }
  }, [waiting, cart.data]);

  if (cart.isError) return <ErrorState title="The cart could not be loaded" message={cart.error.message} onRetry={() => void cart.refetch()} />;
  if (!cart.data) return <Loading label="Loading the cart" rows={2} />;
  const items = chargeableItems(cart.data);
  const pieces = items.reduce((sum, item) => sum + pendingOf(item), 0);
  const current = items.find((i) => i.campaign.id === itemId) ?? items[0];
  const whyNot = pieces === 0 ? 'Nothing in the cart waits for payment' : waiting ? 'Waiting for the payment in your browser' : checkout.isPending ? 'Opening checkout…' : undefined;

  const pay = () =>
    checkout.mutate(
      { body: { cartId: cart.data.id } },
      {
        onSuccess: async (answer) => {
          if (!('checkoutUrl' in answer)) return;
          setPaid(false);
          setWaiting(cart.data.id);
          await openExternal(answer.checkoutUrl);
        },
      },
    );

  return (
    <section className="card stack" data-testid="cart-panel">
      <div className="row">
        <ShoppingCart size={18} aria-hidden />
        <h2 style={{ margin: 0 }}>Cart</h2>
        <span className="hint">
          {formatCount(pieces, 'piece', 'pieces')} waiting for payment in {formatCount(items.length, 'campaign', 'campaigns')}
        </span>
        <span className="spacer" />
        <button type="button" className="btn btn--primary" disabled={Boolean(whyNot)} title={whyNot} onClick={pay} data-testid="cart-checkout">
          Check out the cart
        </button>
      </div>
      {waiting && (
        <p className="hint" role="status" data-testid="cart-waiting">
          <span className="spinner" aria-hidden /> The payment page is open in your browser; the cart updates once it is paid.
        </p>
      )}
      {paid && <p className="ok" data-testid="cart-paid">Paid. The cart's recipients are ready for printing.</p>}
      {checkout.isError && <p className="error">{checkout.error.message}</p>}
      {items.length === 0 ? (
        <EmptyState title="The cart is empty" testId="cart-empty">
          One-time campaigns with recipients and HTML recipients (POST /api/recipients/html) without a subscription wait here for payment.
        </EmptyState>
      ) : (
        <>
          <table className="table" data-testid="cart-items">
            <PlainTableHead columns={['In the cart', 'Product', 'Waiting for payment']} numeric={['Waiting for payment']} />
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className={item.campaign.id === current?.campaign.id ? 'row-selected' : undefined} onClick={() => (setItemId(item.campaign.id), setSelected(undefined))} data-testid="cart-item">
                  <td>
                    <button type="button" className="link-button" aria-pressed={item.campaign.id === current?.campaign.id}>
                      {cartItemName(item)}
                    </button>
                  </td>
                  <td>{item.campaign.product.name}</td>
                  <td className="num">{formatNumber(pendingOf(item))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {current && (
            <div className={selected ? 'recipients-split' : undefined}>
              <RecipientTable key={current.campaign.id} campaignId={current.campaign.id} previewType={PRODUCTS.find((p) => p.name === current.campaign.product.name)?.documentType ?? 'note'} selectedId={selected?.id} onSelect={setSelected} />
              {selected && <RecipientPanel key={selected.id} recipient={selected} onClose={() => setSelected(undefined)} />}
            </div>
          )}
        </>
      )}
    </section>
  );
}
