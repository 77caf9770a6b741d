import { PRODUCTS, type Product } from '#shared/products.ts';

const size = (p: Product) => (p.standard === 'US' ? `${(p.widthMm / 25.4).toFixed(0)} x ${(p.heightMm / 25.4).toFixed(0)} in` : `${p.widthMm} x ${p.heightMm} mm`);

/** The catalog's products as the options of a native select, valued by the API's product id or the product key; `withSize` adds the card's size. */
export function ProductOptions({ valueBy, withSize = false }: { valueBy: 'id' | 'key'; withSize?: boolean }) {
  return PRODUCTS.map((p) => (
    <option key={p[valueBy]} value={p[valueBy]}>
      {withSize ? `${p.name} (${size(p)})` : p.name}
    </option>
  ));
}
