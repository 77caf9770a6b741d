import { useState } from 'react';
import { PRODUCTS, PRODUCT_KEYS, productByKey } from '#shared/products.ts';
import { allErrors } from '#renderer/ui/error-tree.ts';
import { Select } from '#renderer/ui/select.tsx';
import { ErrorState, Loading } from '#renderer/ui/states.tsx';
import { ListItem } from '../list-item.tsx';
import { useSandboxTeamProductKeys } from '#renderer/api/sandbox.ts';
import { useSandboxGetTeamProductKeys } from '#renderer/api/sandbox-inspect.ts';

const PRODUCT_OPTIONS = PRODUCTS.map((product) => ({ id: product.key, label: `${product.name} (${product.key})` }));

/** Product keys given to the team for HTML recipients, each an alias of a catalog product. */
export function ProductKeysCard({ teamId }: { teamId: string }) {
  const keys = useSandboxGetTeamProductKeys({ params: { teamId } }, { admin: true });
  const save = useSandboxTeamProductKeys();
  const [alias, setAlias] = useState('');
  const [base, setBase] = useState<string>(PRODUCT_KEYS[1] ?? 'a6_postcard');
  if (keys.error) return <section className="card"><h2>Product keys</h2><ErrorState message={keys.error.message} onRetry={() => void keys.refetch()} /></section>;
  if (!keys.data) return <section className="card"><h2>Product keys</h2><Loading label="Loading product keys" rows={2} /></section>;
  const current = keys.data.keys;
  const put = (next: Record<string, string>) => save.mutate({ params: { teamId }, body: { keys: next } }, { onSuccess: () => setAlias('') });
  return (
    <section className="card">
      <h2>Product keys</h2>
      <p className="hint">Team-specific keys for POST /api/recipients/html, each standing for a catalog product.</p>
      {Object.keys(current).length === 0 ? (
        <p className="muted" data-testid="product-keys-empty">None: the team uses the catalog keys only.</p>
      ) : (
        <div className="list" data-testid="product-keys">
          {Object.entries(current).map(([key, product]) => (
            <ListItem key={key} title={<code>{key}</code>} detail={`stands for ${productByKey(product)?.name ?? product} (${product})`}>
              <button type="button" className="btn btn--small btn--danger" onClick={() => put(Object.fromEntries(Object.entries(current).filter(([k]) => k !== key)))}>
                Remove
              </button>
            </ListItem>
          ))}
        </div>
      )}
      <form
        className="form-grid"
        style={{ marginTop: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          put({ ...current, [alias.trim()]: base });
        }}
      >
        <label className="field">
          <span className="field__label">New key</span>
          <input value={alias} onChange={(e) => setAlias(e.target.value)} placeholder="acme_a6_promo" data-testid="product-key-alias" />
        </label>
        <Select label="Stands for" options={PRODUCT_OPTIONS} value={base} onChange={setBase} testId="product-key-base" />
        <button type="submit" className="btn" disabled={!alias.trim() || save.isPending} title={alias.trim() ? undefined : 'Name the key first'} data-testid="product-key-add">
          Give the key
        </button>
      </form>
      {save.error && <p className="error">{allErrors(save.error.body).join('; ')}</p>}
    </section>
  );
}
