import { FIELD_LABELS, RECIPIENT_FIELDS, type RecipientField } from './fields.ts';
import { fieldColumns, type Mapping } from './mapping.ts';

/** One message of a refused batch, placed on the file's row and column where the path allows. */
export interface PlacedError {
  row?: number;
  column?: number;
  /** What the message is about, in words ("Postal code", "variable tier"). */
  label?: string;
  message: string;
}

interface Tree {
  _errors?: string[];
  [key: string]: unknown;
}

const isField = (key: string): key is RecipientField => (RECIPIENT_FIELDS as readonly string[]).includes(key);

/** Where a path below data.<index> points: ['address', 'postalCode'], ['variables', 'tier'], ['firstName']. */
function place(rest: string[], mapping: Mapping): Pick<PlacedError, 'column' | 'label'> {
  const [head, name] = rest;
  if (head === 'variables' && name !== undefined) {
    const column = mapping.findIndex((t) => t.kind === 'variable' && t.name === name);
    return { column: column >= 0 ? column : undefined, label: `variable ${name}` };
  }
  const key = head === 'address' ? name : head;
  if (key !== undefined && isField(key)) return { column: fieldColumns(mapping).get(key), label: FIELD_LABELS[key] };
  return { label: rest.join('.') || undefined };
}

/**
 * The API's validation tree of a refused batch (errors under data.<index>.<field>),
 * mapped back to the file: index i is the batch's i-th row.
 */
export function placeBatchErrors(body: unknown, batch: readonly number[], mapping: Mapping): PlacedError[] {
  const out: PlacedError[] = [];
  const error = body as { message?: string; data?: Tree } | undefined;
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    for (const message of (node as Tree)._errors ?? []) {
      if (path[0] === 'data' && path[1] !== undefined && /^\d+$/.test(path[1])) {
        out.push({ row: batch[Number(path[1])], ...place(path.slice(2), mapping), message });
      } else out.push({ label: path.join('.') || undefined, message });
    }
    for (const [key, child] of Object.entries(node)) if (key !== '_errors') walk(child, [...path, key]);
  };
  walk(error?.data, []);
  if (out.length === 0) out.push({ message: error?.message ?? 'The server refused the batch' });
  return out;
}
