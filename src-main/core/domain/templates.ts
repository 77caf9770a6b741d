import { randomUUID } from 'node:crypto';
import type { Template } from '#shared/contract/templates.ts';
import type { ProductSummary } from '#shared/contract/common.ts';
import { type Product, productById } from '#shared/products.ts';
import type { CreateTemplateInput } from '#shared/schemas/templates.ts';
import { nowIso } from '../base/clock.ts';
import type { CoreContext } from '../wiring/context.ts';
import { insertTemplateWithVersion, type PublishedTemplate, type TemplateVersionRow } from '../db/templates-repo.ts';
import { defaultTemplatePages } from './default-template.ts';

export const DEFAULT_TEMPLATE_NAME = 'Untitled Template';

export function printConfigFor(pageCount: number): string {
  return pageCount > 1 ? 'duplex' : 'simplex';
}

export interface NewTemplateVersion {
  templateId: string;
  productId: string;
  pages: readonly unknown[];
  now: string;
  /** 1 for a new template; publishing again gives the next. */
  versionNumber?: number;
  /** Simplex or duplex from the page count unless given (a hidden HTML template has no pages, and prints duplex). */
  printConfig?: string;
  /** The design it was published from. */
  design?: { id: string; orientation: 'landscape' | 'portrait' };
}

/** A published template version's row: the one place its fields are set (create, publish, seed, HTML recipients' hidden template). */
export function newTemplateVersion(v: NewTemplateVersion): TemplateVersionRow {
  return {
    id: randomUUID(),
    template_id: v.templateId,
    version_number: v.versionNumber ?? 1,
    status: 'published',
    product_id: v.productId,
    print_config: v.printConfig ?? printConfigFor(v.pages.length),
    pages_json: JSON.stringify(v.pages),
    created_at: v.now,
    ...(v.design ? { design_id: v.design.id, orientation: v.design.orientation } : {}),
  };
}

/** Creates an active template with a published version 1 (default pages unless given). */
export function createTemplate(core: CoreContext, teamId: string, input: CreateTemplateInput): PublishedTemplate {
  const product = productById(input.product_id);
  if (!product) throw new Error('product_id was validated by the schema');
  const pages = input.pages ?? defaultTemplatePages(product);
  const now = nowIso(core.clock);
  const template = { id: randomUUID(), team_id: teamId, name: input.name ?? DEFAULT_TEMPLATE_NAME, status: 'active', created_at: now, updated_at: now, published_at: now };
  const version = newTemplateVersion({ templateId: template.id, productId: product.id, pages, now });
  insertTemplateWithVersion(core.db, template, version);
  return { template, version };
}

type ProductField = keyof ProductSummary;

export function productSummary(product: Product, fields: readonly ProductField[]): ProductSummary {
  const full: Required<ProductSummary> = {
    id: product.id,
    name: product.name,
    category: product.category,
    subcategory: product.subcategory,
    standard: product.standard,
    delivery_methods: product.delivery_methods,
    alternate: product.alternate,
    product_family: product.product_family,
  };
  return Object.fromEntries(fields.map((field) => [field, full[field]])) as unknown as ProductSummary;
}

/** The spec shows different product and version fields per response; `shape` picks them. */
export function templateView({ template, version }: PublishedTemplate, shape: 'create' | 'list' | 'single'): Template {
  const product = productById(version.product_id);
  if (!product) throw new Error(`Template ${template.id} names unknown product ${version.product_id}`);
  const pages = JSON.parse(version.pages_json) as unknown[];
  const productFields: ProductField[] = shape === 'list' ? ['id', 'name', 'category', 'standard', 'delivery_methods'] : ['id', 'name', 'category', 'subcategory'];
  return {
    id: template.id,
    name: template.name,
    status: 'active',
    team_id: template.team_id,
    created_at: template.created_at,
    updated_at: template.updated_at,
    published_at: template.published_at,
    version: {
      id: version.id,
      version_number: version.version_number,
      status: 'published',
      ...(shape === 'single' ? { print_config: version.print_config } : {}),
      pages: [{ count: pages.length }],
      product: productSummary(product, productFields),
    },
  };
}
