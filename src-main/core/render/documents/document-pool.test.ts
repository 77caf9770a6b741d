import { describe, expect, it } from 'vitest';
import { productByKey } from '#shared/products.ts';
import { templatePageSchema } from '#shared/schemas/templates.ts';
import { defaultTemplatePages } from '#core/domain/default-template.ts';
import { pngSize } from '#core/test-support/png.ts';
import { createDocumentPool } from './document-pool.ts';
import type { DocumentInput } from './recipient-documents.ts';

const product = productByKey('a6_postcard')!;
const input = (name: string): DocumentInput => ({
  product,
  pages: defaultTemplatePages(product).map((p) => templatePageSchema.parse(p)),
  fields: { firstName: name },
  recipientAddress: { name: `${name} Lovelace`, address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB' },
  returnAddress: null,
  includeEnvelope: false,
  stampOnEnvelope: false,
  seed: name,
});

describe('createDocumentPool', () => {
  it('hands each card its files from a render worker, the blank side shared by every card intact', async () => {
    const pool = createDocumentPool({ size: 1 });
    try {
      const [ada, grace] = [await pool.documents(input('Ada')), await pool.documents(input('Grace'))];
      for (const files of [ada, grace]) {
        expect(files.map((f) => [f.format, f.page])).toEqual([['pdf', undefined], ['preview', 1], ['preview', 2]]);
        expect(Buffer.from(files[0]!.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
        for (const preview of files.slice(1)) expect(pngSize(Buffer.from(preview.bytes))).toEqual({ width: 1748, height: 1240 });
      }
      // the blank front is painted once in the worker and copied to each card; the written back is each card's own
      expect(Buffer.from(grace[1]!.bytes).equals(Buffer.from(ada[1]!.bytes))).toBe(true);
      expect(Buffer.from(grace[2]!.bytes).equals(Buffer.from(ada[2]!.bytes))).toBe(false);
    } finally {
      await pool.close();
    }
  });
});
