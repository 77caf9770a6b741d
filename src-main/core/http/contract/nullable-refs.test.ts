import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { named } from '#shared/contract/openapi-meta.ts';
import { nullableRefsAsAnyOf } from './nullable-refs.ts';

describe('nullableRefsAsAnyOf', () => {
  it('turns a nullable named shape into anyOf [$ref, null], keeping its description', () => {
    const schema: Record<string, unknown> = { allOf: [{ $ref: '#/components/schemas/Address' }, { type: ['object', 'null'], description: 'Where to send it' }] };
    nullableRefsAsAnyOf({ properties: { shipping_address: schema } });
    expect(schema).toEqual({ anyOf: [{ $ref: '#/components/schemas/Address' }, { type: 'null' }], description: 'Where to send it' });
  });

  it('leaves examples and any other allOf alone, and reads a property named example as a schema', () => {
    const nullable = () => ({ allOf: [{ $ref: '#/components/schemas/A' }, { type: ['object', 'null'] }] });
    const node = { example: nullable(), properties: { example: nullable() }, allOf: [{ $ref: '#/components/schemas/A' }, { type: 'object', required: ['x'] }] };
    nullableRefsAsAnyOf(node);
    expect(node.example).toEqual(nullable());
    expect(node.properties.example).toEqual({ anyOf: [{ $ref: '#/components/schemas/A' }, { type: 'null' }] });
    expect(node.allOf).toHaveLength(2);
  });

  it('is still needed: the generator writes a nullable named shape as allOf (when this fails, upstream fixed it: delete nullable-refs.ts)', () => {
    const app = new OpenAPIHono();
    const address = named('NullableRefProbe', z.object({ city: z.string() }));
    app.openAPIRegistry.register('NullableRefProbe', address);
    app.openAPIRegistry.register('Holder', z.object({ address: address.nullable() }));
    const document = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } });
    expect(document.components?.schemas?.['Holder']).toMatchObject({ properties: { address: { allOf: [{ $ref: '#/components/schemas/NullableRefProbe' }, { type: ['object', 'null'] }] } } });
  });
});
