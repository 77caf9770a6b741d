import type { Hono } from 'hono';
import { PRODUCTS } from '../../../../src-shared/products.ts';
import { ROUTES } from '../../../../src-shared/routes.ts';
import type { CoreContext } from '../../context.ts';
import { requireKey } from '../auth.ts';
import type { AppEnv } from '../env.ts';

/** Inkpost extension: the catalog, so callers can look up a product_id. */
export function registerProductRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.get(ROUTES.productsList.path, requireKey(core, 'any-key'), (c) => {
    return c.json(
      PRODUCTS.map((p) => ({
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
    );
  });
}
