import type { ReactNode } from 'react';
import { FIELD_LABELS, RECIPIENT_FIELDS, type RecipientField } from '#shared/recipient-import/fields.ts';
import { memoCountryCode } from '#shared/recipient-import/country-memo.ts';
import { mapRow, type MappedRecipient } from '#shared/recipient-import/map-row.ts';
import { type ColumnTarget, fieldColumns, type Mapping, mappingProblems } from '#shared/recipient-import/mapping.ts';
import { PlainTableHead } from '#renderer/ui/table.tsx';

const PREVIEW_ROWS = 5;
const REQUIRED: RecipientField[] = ['firstName', 'lastName', 'address1', 'city', 'postalCode', 'country'];
const ADDRESS_COLUMNS: RecipientField[] = ['address1', 'address2', 'address3', 'city', 'state', 'postalCode', 'country'];

const targetValue = (t: ColumnTarget) => (t.kind === 'field' ? `field:${t.field}` : t.kind);

function targetOf(value: string, header: string, previous: ColumnTarget): ColumnTarget {
  if (value === 'skip') return { kind: 'skip' };
  if (value === 'variable') return { kind: 'variable', name: previous.kind === 'variable' ? previous.name : header };
  return { kind: 'field', field: value.slice('field:'.length) as RecipientField };
}

/** Step 2: where each column goes, proposed from the hosted synonyms and editable, with the first rows as they will be sent. */
export function MappingStep({ headers, rows, mapping, remembered, onChange, actions }: { headers: string[]; rows: string[][]; mapping: Mapping; remembered: boolean; onChange: (mapping: Mapping) => void; actions: ReactNode }) {
  const problems = mappingProblems(mapping);
  const mapped = fieldColumns(mapping);
  const unmapped = REQUIRED.filter((field) => !mapped.has(field));
  const set = (column: number, target: ColumnTarget) => onChange(mapping.map((t, i) => (i === column ? target : t)));
  const preview = rows.slice(0, PREVIEW_ROWS).map((cells) => mapRow(cells, mapping));
  return (
    <div className="import-step" data-testid="import-mapping">
      <p className="hint">
        {remembered ? 'These columns were mapped the way you mapped a file with the same headers before.' : 'Columns are matched by their names, the way the hosted service reads them; anything else becomes a variable for your template.'} Change any column below.
      </p>
      <table className="table mapping-table">
        <PlainTableHead columns={['Column in your file', 'Example', 'Goes to']} />
        <tbody>
          {headers.map((header, column) => {
            const target = mapping[column] ?? { kind: 'skip' };
            return (
              <tr key={column} data-testid="mapping-row">
                <td>{header || <span className="hint">(no header)</span>}</td>
                <td className="hint mapping-example">{rows.find((r) => (r[column] ?? '').trim() !== '')?.[column] ?? '—'}</td>
                <td className="mapping-target">
                  <select aria-label={`Where ${header || `column ${column + 1}`} goes`} value={targetValue(target)} onChange={(e) => set(column, targetOf(e.target.value, header, target))} data-testid={`mapping-${column}`}>
                    <optgroup label="Recipient">
                      {RECIPIENT_FIELDS.map((field) => (
                        <option key={field} value={`field:${field}`}>
                          {FIELD_LABELS[field]}
                        </option>
                      ))}
                    </optgroup>
                    <option value="variable">A variable…</option>
                    <option value="skip">Leave out this column</option>
                  </select>
                  {target.kind === 'variable' && (
                    <input aria-label={`Variable name for ${header}`} value={target.name} onChange={(e) => set(column, { kind: 'variable', name: e.target.value })} data-testid={`mapping-variable-${column}`} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {(problems.length > 0 || unmapped.length > 0) && (
        <ul className="mapping-problems" data-testid="mapping-problems">
          {problems.map((p) => (
            <li key={p} className="error">{p}</li>
          ))}
          {unmapped.map((field) => (
            <li key={field} className="warning">No column goes to {FIELD_LABELS[field]}: every row will be missing it.</li>
          ))}
        </ul>
      )}
      <h3>The first {Math.min(PREVIEW_ROWS, rows.length)} rows as they will be sent (countries as their codes)</h3>
      {/* A region that scrolls sideways takes focus, so the keyboard can scroll it too. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label="The first rows as they will be imported">
        <table className="table mapped-preview" data-testid="mapped-preview">
          <thead>
            <tr>
              <th>Name</th>
              <th>Company</th>
              {ADDRESS_COLUMNS.map((field) => (
                <th key={field}>{FIELD_LABELS[field]}</th>
              ))}
              <th>Variables</th>
            </tr>
          </thead>
          <tbody>
            {preview.map((r, i) => (
              <PreviewRow key={i} recipient={r} />
            ))}
          </tbody>
        </table>
      </div>
      <div className="import-actions">{actions}</div>
    </div>
  );
}

function PreviewRow({ recipient: { fields, variables } }: { recipient: MappedRecipient }) {
  return (
    <tr data-testid="mapped-preview-row">
      <td>{[fields.title, fields.firstName, fields.lastName].filter(Boolean).join(' ')}</td>
      <td>{fields.company}</td>
      {ADDRESS_COLUMNS.map((field) => (
        <td key={field}>{field === 'country' && fields.country ? (memoCountryCode(fields.country) ?? fields.country) : fields[field]}</td>
      ))}
      <td className="hint">{Object.entries(variables).map(([k, v]) => `${k}: ${v}`).join('; ')}</td>
    </tr>
  );
}
