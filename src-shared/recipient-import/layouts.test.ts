import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { checkRecipient } from './checks.ts';
import { splitCombinedAddress, replaceCombinedPart } from './combined-address.ts';
import { fixedCell, mapRow, toApiRecipient } from './map-row.ts';
import { proposeMapping, recognisedExport, variableName } from './mapping.ts';

/** A file's header row and first data row, read as the importer reads them, then sent. */
function imported(csv: string) {
  const [headers = [], cells = []] = Papa.parse<string[]>(csv.trim()).data;
  const mapping = proposeMapping(headers);
  const row = mapRow(cells, mapping);
  return { name: recognisedExport(headers), mapping, row, sent: toApiRecipient(row), issues: checkRecipient(row) };
}

// Header rows as the services export them today (the data rows are made up).
const HUBSPOT = `Record ID,First Name,Last Name,Email,Phone Number,Company Name,Job Title,Street Address,City,State/Region,Postal Code,Country/Region,Lifecycle Stage,Create Date
51,Brian,Halligan,bh@example.com,+1 617 555 0100,HubSpot,CEO,25 First Street,Cambridge,Massachusetts,02141,United States,customer,2024-03-01 10:00`;
const SHOPIFY = `Customer ID,First Name,Last Name,Email,Accepts Email Marketing,Default Address Company,Default Address Address1,Default Address Address2,Default Address City,Default Address Province Code,Default Address Country Code,Default Address Zip,Default Address Phone,Phone,Accepts SMS Marketing,Total Spent,Total Orders,Note,Tax Exempt,Tags
'7351421,Tobi,Lütke,tobi@example.com,yes,Shopify,151 O'Connor Street,Ground floor,Ottawa,ON,CA,K2P 2L8,,+1 613 555 0199,no,1204.50,7,,no,"vip, wholesale"`;
const SHOPIFY_OLD = `First Name,Last Name,Email,Accepts Marketing,Company,Address1,Address2,City,Province,Province Code,Country,Country Code,Zip,Phone,Total Spent,Total Orders,Tags,Note,Tax Exempt
Harley,Finkelstein,hf@example.com,yes,,150 Elgin St,,Ottawa,Ontario,ON,Canada,CA,K2P 1L4,,10.00,1,,,no`;
const SALESFORCE = `Contact ID,Salutation,First Name,Last Name,Title,Account Name,Mailing Street,Mailing City,Mailing State/Province,Mailing Zip/Postal Code,Mailing Country,Email,Phone
0035e00000ABCDe,Ms.,Sarah,O'Connell,VP Marketing,Acme Ltd,"Unit 4
Harbour View
2 Quay Road",Cork,Co. Cork,T12 X7Y8,Ireland,sarah@example.com,+353 21 555 0101`;
const SALESFORCE_API = `Id,FirstName,LastName,Title,MailingStreet,MailingCity,MailingState,MailingPostalCode,MailingCountry
0035e00000XYZab,Marc,Benioff,CEO,415 Mission Street,San Francisco,CA,94105,United States`;
const MAILCHIMP = `Email Address,First Name,Last Name,Address,Phone Number,Birthday,MEMBER_RATING,OPTIN_TIME,OPTIN_IP,CONFIRM_TIME,CONFIRM_IP,LATITUDE,LONGITUDE,GMTOFF,DSTOFF,TIMEZONE,CC,REGION,LAST_CHANGED,LEID,EUID,NOTES,TAGS
ben@example.com,Ben,Chestnut,"675 Ponce de Leon Ave NE  Suite 5000  Atlanta  GA  30308  US",,,2,2024-01-05 09:00:00,,2024-01-05 09:01:00,,33.77,-84.36,-5,-4,America/New_York,DE,BE,2024-01-06 10:00:00,123456789,abcd1234,,"""`;

describe('exports marketers make, recognised by their headers', () => {
  it('HubSpot contacts: Street Address, State/Region, Postal Code, Country/Region, Company Name; Record ID as the external ID', () => {
    const { name, sent, row } = imported(HUBSPOT);
    expect(name).toBe('HubSpot contacts');
    expect(sent).toMatchObject({ firstName: 'Brian', lastName: 'Halligan', company: 'HubSpot', email: 'bh@example.com', address: { address1: '25 First Street', city: 'Cambridge', state: 'MA', postalCode: '02141', country: 'US' } });
    expect(row.variables).toEqual({ externalId: '51', 'Phone Number': '+1 617 555 0100', 'Job Title': 'CEO', 'Lifecycle Stage': 'customer', 'Create Date': '2024-03-01 10:00' });
  });

  it('Shopify customers: the Default Address columns, province and country by code; Customer ID as the external ID', () => {
    const { name, sent, row, issues } = imported(SHOPIFY);
    expect(name).toBe('Shopify customers');
    expect(sent).toMatchObject({ firstName: 'Tobi', lastName: 'Lütke', company: 'Shopify', address: { address1: "151 O'Connor Street", address2: 'Ground floor', city: 'Ottawa', state: 'ON', postalCode: 'K2P 2L8', country: 'CA' } });
    expect(row.variables).toMatchObject({ externalId: "'7351421", 'Total Spent': '1204.50', Tags: 'vip, wholesale' });
    expect(Object.keys(row.variables)).not.toContain('Default Address Phone'); // empty cells are left out
    expect(issues).toEqual([]);
  });

  it('Shopify customers, the older export: its codes go, the names stay variables', () => {
    const { name, sent, row } = imported(SHOPIFY_OLD);
    expect(name).toBe('Shopify customers');
    expect(sent.address).toEqual({ address1: '150 Elgin St', city: 'Ottawa', state: 'ON', country: 'CA', postalCode: 'K2P 1L4' });
    expect(row.variables).toMatchObject({ Province: 'Ontario', Country: 'Canada' });
  });

  it('Salesforce contacts: Mailing columns, a street over several lines as lines 1-3, Salutation as the title and Title as the job title', () => {
    const { name, sent, row, issues } = imported(SALESFORCE);
    expect(name).toBe('Salesforce contacts');
    expect(sent).toMatchObject({ title: 'Ms.', firstName: 'Sarah', lastName: "O'Connell", company: 'Acme Ltd', address: { address1: 'Unit 4', address2: 'Harbour View', address3: '2 Quay Road', city: 'Cork', state: 'Co. Cork', postalCode: 'T12 X7Y8', country: 'IE' } });
    expect(row.variables).toMatchObject({ externalId: '0035e00000ABCDe', 'Job Title': 'VP Marketing', Phone: '+353 21 555 0101' });
    expect(issues).toEqual([]);
  });

  it('Salesforce contacts by their API names (Data Loader)', () => {
    const { name, sent, row } = imported(SALESFORCE_API);
    expect(name).toBe('Salesforce contacts');
    expect(sent).toMatchObject({ firstName: 'Marc', lastName: 'Benioff', address: { address1: '415 Mission Street', city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' } });
    expect(row.variables).toMatchObject({ externalId: '0035e00000XYZab', 'Job Title': 'CEO' });
  });

  it('Mailchimp audiences: one Address field, its parts two spaces apart; CC and REGION (where the sign-up came from) stay variables', () => {
    const { name, mapping, sent, row } = imported(MAILCHIMP);
    expect(name).toBe('Mailchimp audience');
    expect(mapping[3]).toEqual({ kind: 'address' });
    expect(sent).toMatchObject({ firstName: 'Ben', lastName: 'Chestnut', email: 'ben@example.com', address: { address1: '675 Ponce de Leon Ave NE', address2: 'Suite 5000', city: 'Atlanta', state: 'GA', postalCode: '30308', country: 'US' } });
    expect(row.variables).toMatchObject({ CC: 'DE', REGION: 'BE', externalId: '123456789', MEMBER_RATING: '2' });
  });

  it('recognises nothing in a plain file', () => {
    expect(recognisedExport(['First name', 'Last name', 'Address 1', 'City', 'Postcode', 'Country'])).toBeUndefined();
  });
});

describe('header synonyms of real files', () => {
  it.each([
    ['E-mail', 'email'],
    ['Email Address', 'email'],
    ['Street 2', 'address2'],
    ['Address Line 2', 'address2'],
    ['County/State', 'state'],
    ['Province', 'state'],
    ['Region', 'state'],
    ['Zip', 'postalCode'],
    ['ZIP Code', 'postalCode'],
    ['Postcode', 'postalCode'],
    ['Post code', 'postalCode'],
    ['Town', 'city'],
    ['Town/City', 'city'],
    ['Company name', 'company'],
    ['Organisation', 'company'],
    ['Country/Region', 'country'],
  ])('%s goes to %s', (header, field) => {
    expect(proposeMapping([header])).toEqual([{ kind: 'field', field }]);
  });

  it('names variables so that a merge field can name them', () => {
    expect(variableName('Total Spent ($)')).toBe('Total Spent');
    expect(variableName('Favourite colour')).toBe('Favourite colour');
    expect(variableName('2024 orders')).toBe('_2024 orders');
    expect(variableName('Café')).toBe('Cafe');
    expect(proposeMapping(['Loyalty #'])).toEqual([{ kind: 'variable', name: 'Loyalty' }]);
  });
});

describe('a whole address in one cell', () => {
  it('reads six parts by position, empty ones empty, and fewer from the end', () => {
    expect(splitCombinedAddress('1 Main St    Atlanta  GA  30301  US')).toEqual({ address1: '1 Main St', city: 'Atlanta', state: 'GA', postalCode: '30301', country: 'US' });
    expect(splitCombinedAddress('10 Downing Street  London  SW1A 2AA  GB')).toEqual({ address1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' });
    expect(splitCombinedAddress('just a street')).toEqual({ address1: 'just a street' });
  });

  it('takes a fix to one part back into its place in the cell', () => {
    const cell = '12 HIGH STREET    LONDON    SW1A 2AA  GB';
    expect(replaceCombinedPart(cell, 'city', 'London')).toBe('12 HIGH STREET    London    SW1A 2AA  GB');
    const mapping = proposeMapping(['Email Address', 'First Name', 'Last Name', 'Address', 'LEID']);
    const cells = ['a@example.com', 'ANN', 'LEE', cell, '1'];
    const issues = checkRecipient(mapRow(cells, mapping)).filter((i) => i.fix);
    expect(issues.map((i) => fixedCell(cells, mapping, i.field, i.fix!))).toEqual([
      [1, 'Ann'],
      [2, 'Lee'],
      [3, '12 High Street    LONDON    SW1A 2AA  GB'],
      [3, '12 HIGH STREET    London    SW1A 2AA  GB'],
    ]);
  });

  it('takes a fix to one line of a street over several lines back into its line', () => {
    const mapping = proposeMapping(['First Name', 'Last Name', 'Mailing Street']);
    expect(fixedCell(['Ann', 'Lee', 'UNIT 4\nHARBOUR VIEW'], mapping, 'address2', 'Harbour View')).toEqual([2, 'UNIT 4\nHarbour View']);
  });
});
