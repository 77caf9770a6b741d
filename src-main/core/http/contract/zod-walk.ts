// The schemas a zod schema is made of, for the OpenAPI document's named shapes
// (what a named shape contains, which names it uses) and their test.
import type { z } from 'zod';
import { schemaName } from '#shared/contract/openapi-meta.ts';

type Def = Record<string, unknown> & { typeName?: string };

/** The schemas directly inside this one (a lazy schema's inside is left alone: it may be itself). */
export function childSchemas(schema: z.ZodTypeAny): z.ZodTypeAny[] {
  const def = schema._def as Def;
  const one = (key: string) => (def[key] ? [def[key] as z.ZodTypeAny] : []);
  switch (def.typeName) {
    case 'ZodObject':
      return [...Object.values((def['shape'] as () => Record<string, z.ZodTypeAny>)()), ...(isNever(def['catchall']) ? [] : one('catchall'))];
    case 'ZodArray':
    case 'ZodSet':
      return one('type').length > 0 ? one('type') : one('valueType');
    case 'ZodOptional':
    case 'ZodNullable':
    case 'ZodDefault':
    case 'ZodReadonly':
    case 'ZodCatch':
    case 'ZodPromise':
      return one('innerType').length > 0 ? one('innerType') : one('type');
    case 'ZodBranded':
      return one('type');
    case 'ZodEffects':
      return one('schema');
    case 'ZodPipeline':
      return [...one('in'), ...one('out')];
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return [...(def['options'] as Iterable<z.ZodTypeAny>)];
    case 'ZodIntersection':
      return [...one('left'), ...one('right')];
    case 'ZodRecord':
    case 'ZodMap':
      return [...one('keyType'), ...one('valueType')];
    case 'ZodTuple':
      return [...(def['items'] as z.ZodTypeAny[]), ...one('rest')];
    default:
      return [];
  }
}

function isNever(schema: unknown): boolean {
  return (schema as { _def?: Def } | undefined)?._def?.typeName === 'ZodNever';
}

/** Every schema reachable from these, each once. */
export function allSchemas(roots: Iterable<z.ZodTypeAny>): Set<z.ZodTypeAny> {
  const seen = new Set<z.ZodTypeAny>();
  const visit = (schema: z.ZodTypeAny) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    for (const child of childSchemas(schema)) visit(child);
  };
  for (const root of roots) visit(root);
  return seen;
}

/** The names used inside a named schema (not looking inside those). */
function namesInside(name: string, schema: z.ZodTypeAny): Set<string> {
  const found = new Set<string>();
  const seen = new Set<z.ZodTypeAny>();
  const visit = (node: z.ZodTypeAny) => {
    if (seen.has(node)) return;
    seen.add(node);
    const inner = schemaName(node);
    if (inner !== undefined && inner !== name) found.add(inner);
    else for (const child of childSchemas(node)) visit(child);
  };
  visit(schema);
  return found;
}

/**
 * Names, each after the names used inside its shape: the generator writes a
 * shape's component where it first meets it, so meeting `Address` first as the
 * `.nullable()` inside `Campaign` would make the component itself nullable.
 */
export function innermostFirst(named: ReadonlyMap<string, z.ZodTypeAny>): string[] {
  const order: string[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    const schema = named.get(name);
    if (!schema || placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const inner of namesInside(name, schema)) place(inner, path);
    path.delete(name);
    placed.add(name);
    order.push(name);
  };
  for (const name of named.keys()) place(name, new Set());
  return order;
}
