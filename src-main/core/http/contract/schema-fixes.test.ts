import { describe, expect, it } from 'vitest';
import { fixParameters, fixSchemas } from './schema-fixes.ts';

describe('fixSchemas', () => {
  it('adds null to the values of a nullable enum, once', () => {
    const schema = { type: ['string', 'null'], enum: ['timeout', 'duplicate'] };
    fixSchemas(schema);
    fixSchemas(schema);
    expect(schema.enum).toEqual(['timeout', 'duplicate', null]);
  });

  it('lists a schema once in anyOf and oneOf', () => {
    const schema = { anyOf: [{ type: 'null' }, { $ref: '#/components/schemas/AttachmentRef' }, { type: 'null' }] };
    fixSchemas(schema);
    expect(schema.anyOf).toEqual([{ type: 'null' }, { $ref: '#/components/schemas/AttachmentRef' }]);
  });

  it('turns a nullable named shape into anyOf [$ref, null], keeping its description', () => {
    const schema: Record<string, unknown> = { allOf: [{ $ref: '#/components/schemas/Address' }, { type: ['object', 'null'], description: 'Where to send it' }] };
    fixSchemas({ properties: { shipping_address: schema } });
    expect(schema).toEqual({ anyOf: [{ $ref: '#/components/schemas/Address' }, { type: 'null' }], description: 'Where to send it' });
  });

  it('leaves examples alone, and reads a property named example as a schema', () => {
    const node = { example: { type: ['string', 'null'], enum: ['a'] }, properties: { example: { type: ['string', 'null'], enum: ['a'] } } };
    fixSchemas(node);
    expect(node.example.enum).toEqual(['a']);
    expect(node.properties.example.enum).toEqual(['a', null]);
  });
});

describe('fixParameters', () => {
  it('takes null out of a parameter type (a query string has no null)', () => {
    const paths = { '/x': { get: { parameters: [{ schema: { type: ['integer', 'null'], minimum: 0 } as Record<string, unknown> }, { schema: { type: 'string' } as Record<string, unknown> }] } } };
    fixParameters(paths);
    expect(paths['/x'].get.parameters.map((parameter) => parameter.schema)).toEqual([{ type: 'integer', minimum: 0 }, { type: 'string' }]);
  });
});
