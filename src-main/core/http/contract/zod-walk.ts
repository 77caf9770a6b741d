// The schemas a zod schema is made of, for the OpenAPI document's named shapes
// (what a named shape contains, which names it uses) and their test.
import type { z } from 'zod';
import { schemaName } from '#shared/contract/openapi-meta.ts';

type Def = Record<string, unknown> & { type?: string };

const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** The schemas directly inside this one (a lazy schema's inside is left alone: it may be itself). */
export function childSchemas(schema: z.ZodTypeAny): z.ZodTypeAny[] {
  const def = defOf(schema) ?? {};
  const one = (key: string) => (def[key] ? [def[key] as z.ZodTypeAny] : []);
  switch (def.type) {
    case 'object':
      return [...Object.values(def['shape'] as Record<string, z.ZodTypeAny>), ...(defOf(def['catchall'])?.type === 'never' ? [] : one('catchall'))];
    case 'array':
      return one('element');
    case 'set':
      return one('valueType');
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'promise':
      return one('innerType');
    case 'pipe':
      return [...one('in'), ...one('out')];
    case 'union':
      return [...(def['options'] as Iterable<z.ZodTypeAny>)];
    case 'intersection':
      return [...one('left'), ...one('right')];
    case 'record':
    case 'map':
      return [...one('keyType'), ...one('valueType')];
    case 'tuple':
      return [...(def['items'] as z.ZodTypeAny[]), ...one('rest')];
    default:
      return [];
  }
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
