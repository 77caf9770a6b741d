import { PRODUCTS } from '#shared/products.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';

/** Inkpost extension: the catalog, so callers can look up a product_id. */
export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'productsList', () => ({
    status: 200,
    body: PRODUCTS.map((p) => ({
      id: p.id,
      key: p.key,
      name: p.name,
      category: p.category,
      subcategory: p.subcategory,
      standard: p.standard,
      delivery_methods: p.delivery_methods,
      product_family: p.product_family,
      alternate: p.alternate,
      width_mm: p.widthMm,
      height_mm: p.heightMm,
      bleed_mm: p.bleedMm,
      supports_envelope: p.supportsEnvelope,
    })),
  }));
}
