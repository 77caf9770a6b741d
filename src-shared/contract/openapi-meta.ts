// How a schema reads in the OpenAPI document beyond what zod says: a name
// (components.schemas) and, where zod cannot say it, the JSON Schema to show.
// Plain data in zod's own metadata (`.meta()`, zod's global registry), in the
// form @asteasolutions/zod-to-openapi (under @hono/zod-openapi) reads there and
// that its `.openapi()` would set; so the renderer, which imports the contract
// too, needs no OpenAPI library and no patched zod. See docs/contract.md, "Named shapes".
import type { z } from 'zod';

/** The JSON Schema shown for a schema whose zod form the generator cannot read (a recursive tree, a number read from a query string). */
export type JsonSchema = { [keyword: string]: unknown };

/** The part of a schema's metadata the generator reads beyond JSON Schema keywords: its component name. */
interface OpenApiMeta extends JsonSchema {
  _internal?: { refId?: string };
}

const metaOf = (schema: z.ZodType): OpenApiMeta => (schema.meta() ?? {}) as OpenApiMeta;

/** Every named() call by name: more than one under a name is a mistake the OpenAPI test reports (no throw here: a dev server's hot reload runs a module again). */
const NAMED = new Map<string, z.ZodTypeAny[]>();

/**
 * Names a shape: the document has it once, as `components.schemas[name]`, and
 * refers to it wherever this schema (or `.optional()`, `.nullable()`,
 * `.describe()` of it) appears. Use the returned schema everywhere; derive
 * other shapes from its plain `shape` (`.extend()`/`.partial()` give an
 * unnamed copy; under zod 3 they copied the name, which the OpenAPI test catches).
 */
export function named<S extends z.ZodTypeAny>(name: string, schema: S): S {
  // A copy of the schema with the metadata; zod's copies made from it (describe, refine) keep it, as they did in zod 3.
  const result = schema.meta({ _internal: { ...metaOf(schema)._internal, refId: name } }) as S;
  NAMED.set(name, [...(NAMED.get(name) ?? []), result]);
  return result;
}

/** Shows `json` in the document for this schema (validation stays zod's). */
export function documentedAs<S extends z.ZodTypeAny>(schema: S, json: JsonSchema): S {
  return schema.meta(json) as S;
}

/** The name a schema carries, if any. */
export function schemaName(schema: z.ZodTypeAny): string | undefined {
  return metaOf(schema)._internal?.refId;
}

/** Every named schema by name (for the OpenAPI tests; PascalCase, one schema each). */
export function namedSchemas(): ReadonlyMap<string, readonly z.ZodTypeAny[]> {
  return NAMED;
}

/** A reference to a named schema, for JSON written by hand (documentedAs). */
export function schemaRef(name: string): JsonSchema {
  return { $ref: `#/components/schemas/${name}` };
}
