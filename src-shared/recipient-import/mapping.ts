import { FIELD_LABELS, fieldOfHeader, normaliseHeader, type RecipientField } from './fields.ts';

/** Where one column of the file goes. */
export type ColumnTarget = { kind: 'field'; field: RecipientField } | { kind: 'variable'; name: string } | { kind: 'skip' };
/** One target per column, in the file's column order. */
export type Mapping = ColumnTarget[];

/** The variable the API matches for its externalId upsert (and the duplicates check). */
export const EXTERNAL_ID = 'externalId';

/**
 * The hosted guidance's mapping: a header that is a synonym of a field fills that
 * field (the first such column; a second one becomes a variable), any other column
 * becomes a variable named by its header, a blank header is skipped.
 */
export function proposeMapping(headers: readonly string[]): Mapping {
  const taken = new Set<RecipientField>();
  return headers.map((header): ColumnTarget => {
    const name = header.trim();
    if (name === '') return { kind: 'skip' };
    const field = fieldOfHeader(name);
    if (field && !taken.has(field)) {
      taken.add(field);
      return { kind: 'field', field };
    }
    return { kind: 'variable', name: normaliseHeader(name) === normaliseHeader(EXTERNAL_ID) ? EXTERNAL_ID : name };
  });
}

/** The key a mapping is remembered under: the normalised header list. */
export const mappingKey = (headers: readonly string[]) => headers.map(normaliseHeader).join('|');

/** The column index of each mapped field (the first column, if two share one). */
export function fieldColumns(mapping: Mapping): Map<RecipientField, number> {
  const columns = new Map<RecipientField, number>();
  mapping.forEach((target, column) => {
    if (target.kind === 'field' && !columns.has(target.field)) columns.set(target.field, column);
  });
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
    const key = target.kind === 'field' ? `field:${target.field}` : `variable:${target.name}`;
    if (seen.has(key)) problems.push(`Two columns go to ${target.kind === 'field' ? FIELD_LABELS[target.field] : `the variable ${target.name}`}`);
    seen.add(key);
  }
  return problems;
}

/** A mapping remembered for other headers must still fit: one target per column. */
export function isMappingFor(mapping: unknown, headers: readonly string[]): mapping is Mapping {
  return Array.isArray(mapping) && mapping.length === headers.length && mapping.every((t) => t && typeof t === 'object' && ['field', 'variable', 'skip'].includes((t as ColumnTarget).kind));
}
