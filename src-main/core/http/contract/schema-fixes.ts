// What the generator (@asteasolutions/zod-to-openapi 7) writes wrongly for
// OpenAPI 3.1, put right over the finished document: a nullable enum lists its
// values without null (so `null` fails the schema it came from); a union with
// z.null() that is itself nullable lists `{type: 'null'}` twice; and a named
// shape made nullable comes out as `allOf: [$ref, {type: ['object', 'null']}]`,
// which no null satisfies. And a coerced number takes null (Number(null) is 0),
// so the generator calls a query parameter read that way nullable: a query
// string has no null.

type Json = unknown;

/** Fixes every schema of the document in place; examples are left alone (`byName`: the keys are names, as under `properties`, not keywords). */
export function fixSchemas(node: Json, byName = false): void {
  if (Array.isArray(node)) {
    for (const item of node) fixSchemas(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const object = node as Record<string, Json>;
  const type = object['type'];
  const values = object['enum'];
  if (Array.isArray(type) && type.includes('null') && Array.isArray(values) && !values.includes(null)) values.push(null);
  nullableRef(object);
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const options = object[keyword];
    if (Array.isArray(options)) object[keyword] = withoutDuplicates(options);
  }
  for (const [key, value] of Object.entries(object)) {
    if (byName || (key !== 'example' && key !== 'examples')) fixSchemas(value, !byName && key === 'properties');
  }
}

function withoutDuplicates(options: Json[]): Json[] {
  const seen = new Set<string>();
  return options.filter((option) => {
    const key = JSON.stringify(option);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `allOf: [$ref, {type: [..., 'null'], description?, default?}]` becomes `anyOf: [$ref, {type: 'null'}]` with the description and default beside it. */
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

/** Parameters (query, path) of every operation: a query string carries text, never null. */
export function fixParameters(paths: Record<string, Record<string, { parameters?: { schema?: Record<string, Json> }[] }>>): void {
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        const type = parameter.schema?.['type'];
        if (!parameter.schema || !Array.isArray(type) || !type.includes('null')) continue;
        const rest = type.filter((name) => name !== 'null');
        parameter.schema['type'] = rest.length === 1 ? rest[0] : rest;
      }
    }
  }
}
