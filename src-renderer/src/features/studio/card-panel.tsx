import type { Design } from '#shared/contract/designs.ts';
import { PRODUCTS } from '#shared/products.ts';
import { mergeFieldWords } from '#shared/merge-fields.ts';
import { recipientFieldOf } from '#shared/merge-field-names.ts';
import { ProductOptions } from '#renderer/ui/product-options.tsx';
import { ColourField } from './colour-field.tsx';

interface Props {
  design: Design;
  mergeFields: readonly string[];
  background: string;
  onDesign(patch: { product_key?: string; orientation?: 'landscape' | 'portrait'; include_envelope?: boolean }): void;
  onBackground(color: string): void;
  busy: boolean;
}

/** With nothing selected: the card itself (product, orientation, envelope, background), and its merge fields. */
export function CardPanel({ design, mergeFields, background, onDesign, onBackground, busy }: Props) {
  const product = PRODUCTS.find((p) => p.key === design.product_key);
  return (
    <div className="properties" data-testid="card-panel">
      <fieldset className="prop-grid">
        <legend>Card</legend>
        <label className="prop prop--wide">
          <span>Product</span>
          <select value={design.product_key} disabled={busy} onChange={(e) => onDesign({ product_key: e.target.value })} data-testid="card-product">
            <ProductOptions valueBy="key" />
          </select>
        </label>
        <label className="prop">
          <span>Orientation</span>
          <select value={design.orientation} disabled={busy} onChange={(e) => onDesign({ orientation: e.target.value as 'landscape' | 'portrait' })}>
            <option value="landscape">Landscape</option>
            <option value="portrait">Portrait</option>
          </select>
        </label>
        <ColourField label="Side background" value={background} onValue={onBackground} testId="card-background" />
        <label className="prop prop--wide prop--check" title={product?.supportsEnvelope ? undefined : `${product?.name ?? 'This product'} is mailed without an envelope`}>
          <input type="checkbox" checked={design.include_envelope} disabled={busy || !product?.supportsEnvelope} onChange={(e) => onDesign({ include_envelope: e.target.checked })} />
          <span>In an envelope, addressed by hand{product?.supportsEnvelope ? '' : ` (not for ${product?.name ?? 'this product'})`}</span>
        </label>
      </fieldset>
      <fieldset>
        <legend>Merge fields</legend>
        {mergeFields.length === 0 ? (
          <p className="hint">This design is the same for every recipient.</p>
        ) : (
          <p className="chips" data-testid="card-merge-fields">
            {mergeFields.map((name) => (
              <span key={name} className="badge" title={recipientFieldOf(name) ? 'Recipient field' : `Variable “${name}”: each recipient’s own value, from a column of the imported file (or the recipient’s variables in the API)`}>
                {mergeFieldWords(name)}
              </span>
            ))}
          </p>
        )}
      </fieldset>
    </div>
  );
}
