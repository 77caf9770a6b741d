// What the in-process render benchmarks render (profile-render.ts, bench-render-throughput.ts's
// floor): recipient i's documents of the default template, an A6 postcard (PDF + 2 previews).
import { addressLines } from '#shared/address/format-address.ts';
import { productByKey } from '#shared/products.ts';
import { templatePageSchema } from '#shared/schemas/templates.ts';
import { defaultTemplatePages } from '#core/domain/default-template.ts';
import type { DocumentInput } from '#core/engine/documents/recipient-documents.ts';

/** The input of recipient i's documents; seedPrefix keeps one run's natural variation apart from another's. */
export function postcardDocumentsInput(seedPrefix: string): (i: number) => DocumentInput {
  const product = productByKey('a6_postcard')!;
  const pages = defaultTemplatePages(product).map((p) => templatePageSchema.parse(p));
  return (i) => ({
    product,
    pages,
    fields: { firstName: `Reader${i}`, lastName: 'Bench' },
    recipientAddress: addressLines({ name: `Reader${i} Bench`, address1: `${i} Elm St`, city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' }),
    returnAddress: null,
    includeEnvelope: false,
    stampOnEnvelope: false,
    seed: `${seedPrefix}-${i}`,
  });
}
