// The one thing the generator (@asteasolutions/zod-to-openapi 9.1, under
// @hono/zod-openapi 1) still writes wrongly for OpenAPI 3.1: a named shape made
// nullable (`Address.nullable()`) comes out as `allOf: [$ref, {type: ['object',
// 'null']}]`, which no null satisfies (null must still match the $ref). zod has
// no other spelling of it that validates the same way (a union with z.null()
// words its failures differently), so the finished document is put right here.
// Upstream: asteasolutions/zod-to-openapi#387; nullable-refs.test.ts fails once
// a release fixes it, and this file can go. See docs/contract.md.

type Json = unknown;

/** Every `allOf: [$ref, {type: [..., 'null'], description?, default?}]` of the document becomes `anyOf: [$ref, {type: 'null'}]` with the description and default beside it (in place; examples left alone). */
export function nullableRefsAsAnyOf(node: Json, byName = false): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableRefsAsAnyOf(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const object = node as Record<string, Json>;
  nullableRef(object);
  // `byName`: the keys are names (under `properties`), not keywords, so a property named `example` is a schema.
  for (const [key, value] of Object.entries(object)) {
    if (byName || (key !== 'example' && key !== 'examples')) nullableRefsAsAnyOf(value, !byName && key === 'properties');
  }
}

function nullableRef(object: Record<string, Json>): void {
  const allOf = object['allOf'];
  if (!Array.isArray(allOf) || allOf.length !== 2) return;
  const [ref, extra] = allOf as [Record<string, Json>, Record<string, Json>];
  const type = extra['type'];
  if (Object.keys(ref).join() !== '$ref' || !Array.isArray(type) || !type.includes('null')) return;
  const { type: _type, ...rest } = extra;
  if (Object.keys(rest).some((key) => key !== 'description' && key !== 'default')) return;
  delete object['allOf'];
  Object.assign(object, { anyOf: [ref, { type: 'null' }] }, rest);
}
