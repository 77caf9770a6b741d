import type { CsvImport } from '../../../../src-shared/recipient-csv.ts';

/** The rows of an imported CSV with the guidance checks: errors block a row, warnings do not. */
export function CsvPreview({ csv }: { csv: CsvImport }) {
  return (
    <table className="list csv-preview" data-testid="csv-preview">
      <thead>
        <tr>
          <th>Line</th>
          <th>Name</th>
          <th>Address</th>
          <th>Variables</th>
          <th>Checks</th>
        </tr>
      </thead>
      <tbody>
        {csv.rows.map((row) => (
          <tr key={row.line} className={row.errors.length > 0 ? 'row-error' : undefined} data-testid="csv-row">
            <td>{row.line}</td>
            <td>{[row.recipient.title, row.recipient.firstName, row.recipient.lastName].filter(Boolean).join(' ')}</td>
            <td>{[row.recipient.address['address1'], row.recipient.address['city'], row.recipient.address['state'], row.recipient.address['postalCode'], row.recipient.address['country']].filter(Boolean).join(', ')}</td>
            <td>{Object.entries(row.recipient.variables).map(([k, v]) => `${k}: ${v}`).join('; ')}</td>
            <td>
              {row.errors.map((e) => (
                <div key={e} className="error">{e}</div>
              ))}
              {row.warnings.map((w) => (
                <div key={w} className="warning">{w}</div>
              ))}
              {row.errors.length === 0 && row.warnings.length === 0 && <span className="ok">OK</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
