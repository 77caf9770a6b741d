// The import's reading and checks (src-shared/recipient-import) over files in the shapes of
// real exports (src-shared/recipient-import/test-exports, made up for the tests). Here, not
// beside them: src-shared may not read files, and these tests do.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRecipient } from '#shared/recipient-import/checks.ts';
import { mapRow, toApiRecipient } from '#shared/recipient-import/map-row.ts';
import { proposeMapping, recognisedExport } from '#shared/recipient-import/mapping.ts';
import { parseCsv, sheetFromCells } from '#shared/recipient-import/parse-csv.ts';

const exportFile = (name: string) => readFileSync(fileURLToPath(import.meta.resolve(`#shared/recipient-import/test-exports/${name}`)), 'utf8');

async function imported(name: string) {
  const sheet = await parseCsv(exportFile(name));
  const mapping = proposeMapping(sheet.headers);
  const recipients = sheet.rows.map((cells) => mapRow(cells, mapping));
  return { sheet, recognised: recognisedExport(sheet.headers), recipients, issues: recipients.map(checkRecipient) };
}

describe("spreadsheets' leading apostrophes", () => {
  it("are dropped from every cell of Shopify's export, so stored values and checks see the number itself", async () => {
    const { sheet, recognised, recipients, issues } = await imported('shopify-customers.csv');
    expect(recognised).toBe('Shopify customers');
    expect(sheet.rows.flat().filter((cell) => cell.startsWith("'"))).toEqual([]);
    const maya = toApiRecipient(recipients[0]!);
    expect(maya.address).toMatchObject({ postalCode: '04609', state: 'ME', country: 'US' });
    expect(maya.variables).toMatchObject({ externalId: '7000000000001', 'Default Address Phone': '+12075550101', Phone: '+12075550101' });
    expect(toApiRecipient(recipients[1]!).address.postalCode).toBe('44000');
    expect(issues[0]).toEqual([]);
    expect(issues[4]!.filter((i) => i.field === 'postalCode')).toEqual([]);
  });

  it("are dropped from the older Shopify export's Canadian postal codes and phones", async () => {
    const { recipients } = await imported('shopify-customers-legacy.csv');
    expect(toApiRecipient(recipients[3]!).address).toMatchObject({ postalCode: 'M5K 1A1', country: 'CA' });
    expect(recipients[3]!.variables).toMatchObject({ Phone: '+14165550203' });
  });

  it('are dropped from spreadsheet cells too, and only where they keep a number as text', () => {
    expect(sheetFromCells([['Zip', 'Phone', 'Name'], ["'02139", "'(415) 555-0301", "O'Brien"], ["'M5K 1A1", "'+44 20 7946 0000", 'Ann'], ["'Tis", "'", "'=1+1"]]).rows).toEqual([
      ['02139', '(415) 555-0301', "O'Brien"],
      ['M5K 1A1', '+44 20 7946 0000', 'Ann'],
      ["'Tis", "'", "'=1+1"],
    ]);
  });
});
