import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/** Carts, checkout sessions and invoices of the offline billing sandbox. */
export const cartsCheckout: Migration = {
  version: 6,
  name: 'carts-checkout',
  sql: readFileSync(new URL('./0006-carts-checkout.sql', import.meta.url), 'utf8'),
};
