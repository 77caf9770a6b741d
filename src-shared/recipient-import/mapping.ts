import { COMBINED_PARTS } from './combined-address.ts';
import { type ColumnTarget, FIELD_LABELS, fieldOfHeader, normaliseHeader, type RecipientField } from './fields.ts';
import { recogniseLayout } from './layouts.ts';

// ColumnTarget lives in fields.ts, which layouts.ts (imported here) can import without a cycle.
export type { ColumnTarget } from './fields.ts';
/** One target per column, in the file's column order. */
export type Mapping = ColumnTarget[];

/** The variable the API matches for its externalId upsert (and the duplicates check). */
export const EXTERNAL_ID = 'externalId';

/**
 * A variable named after its header, as a merge field can name it ({{Total Spent}}):
 * letters, digits, spaces, _ and - only, starting with a letter or _.
 */
export function variableName(header: string): string {
  const name = header.replace(/[^\p{L}\p{N}_ -]+/gu, ' ').replace(/\s+/g, ' ').trim();
  const ascii = name.normalize('NFKD').replace(/[^A-Za-z0-9_ -]/g, '');
  const usable = /^[A-Za-z_]/.test(ascii) ? ascii : `_${ascii}`;
  return usable === '_' ? header.trim() : usable;
}

/**
 * The proposed mapping: a recognised export's own columns first (layouts.ts), then the
 * hosted guidance's synonyms: a header that is a synonym of a field fills that field (the
 * first such column; a second one becomes a variable), any other column becomes a
 * variable named by its header, a blank header is skipped.
 */
export function proposeMapping(headers: readonly string[]): Mapping {
  const layout = recogniseLayout(headers);
  const taken = new Set<string>();
  const claim = (key: string) => !taken.has(key) && Boolean(taken.add(key));
  // The layout's columns claim their fields before any synonym does.
  const fromLayout = headers.map((header) => {
    const target = layout?.columns[normaliseHeader(header)];
    if (target?.kind === 'field' && !claim(`field:${target.field}`)) return undefined;
    if (target?.kind === 'address' && !claim('address')) return undefined;
    return target;
  });
  return headers.map((header, column): ColumnTarget => {
    const name = header.trim();
    if (name === '') return { kind: 'skip' };
    const planned = fromLayout[column];
    if (planned) return planned;
    const field = fieldOfHeader(name);
    if (field && claim(`field:${field}`)) return { kind: 'field', field };
    return { kind: 'variable', name: normaliseHeader(name) === normaliseHeader(EXTERNAL_ID) ? EXTERNAL_ID : variableName(name) };
  });
}

/** The export a file's headers were recognised as ("Mailchimp audience"), for the Columns step to say. */
export const recognisedExport = (headers: readonly string[]) => recogniseLayout(headers)?.name;

/** The key a mapping is remembered under: the normalised header list. */
export const mappingKey = (headers: readonly string[]) => headers.map(normaliseHeader).join('|');

/** The column index of each mapped field (the first column, if two share one); the parts of a whole-address column are in it, unless a column of their own fills them. */
export function fieldColumns(mapping: Mapping): Map<RecipientField, number> {
  const columns = new Map<RecipientField, number>();
  mapping.forEach((target, column) => {
    if (target.kind === 'field' && !columns.has(target.field)) columns.set(target.field, column);
  });
  const address = mapping.findIndex((t) => t.kind === 'address');
  if (address >= 0) for (const field of COMBINED_PARTS) if (!columns.has(field)) columns.set(field, address);
  return columns;
}

/** The column that holds variables.externalId, if any. */
export const externalIdColumn = (mapping: Mapping) => mapping.findIndex((t) => t.kind === 'variable' && t.name === EXTERNAL_ID);

/** What is wrong with a mapping as a whole (two columns to one field or variable, a blank variable name). */
export function mappingProblems(mapping: Mapping): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const target of mapping) {
    if (target.kind === 'skip') continue;
    if (target.kind === 'variable' && target.name.trim() === '') {
      problems.push('A variable needs a name');
      continue;
    }
    const key = target.kind === 'field' ? `field:${target.field}` : target.kind === 'address' ? 'address' : `variable:${target.name}`;
    if (seen.has(key)) problems.push(`Two columns go to ${target.kind === 'field' ? FIELD_LABELS[target.field] : target.kind === 'address' ? 'the whole address' : `the variable ${target.name}`}`);
    seen.add(key);
  }
  return problems;
}

/** A mapping remembered for other headers must still fit: one target per column. */
export function isMappingFor(mapping: unknown, headers: readonly string[]): mapping is Mapping {
  return Array.isArray(mapping) && mapping.length === headers.length && mapping.every((t) => t && typeof t === 'object' && ['field', 'variable', 'skip', 'address'].includes((t as ColumnTarget).kind));
}
