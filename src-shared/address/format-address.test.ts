import { describe, expect, it } from 'vitest';
import { addressFromValues, addressLines } from './format-address.ts';
import { mailCountryName } from './country-names.ts';
import { WORLD_RECIPIENTS } from './world-recipients.ts';

describe('addresses written the way each country reads them', () => {
  // Posted from the US: every other country's name goes last, in English capitals.
  it.each([
    ['US', ['Grace Hopper', 'The White House', '1600 Pennsylvania Avenue NW', 'Washington, DC 20500']],
    ['CA', ['Margaret Atwood', '290 Bremner Blvd', 'Toronto, ON M5V 3L9', 'CANADA']],
    ['GB', ['Dr Ada Lovelace', '10 Downing Street', 'London', 'SW1A 2AA', 'UNITED KINGDOM']],
    ['IE', ['Seamus Heaney', 'Trinity College Dublin', 'College Green', 'Dublin 2', 'Co. Dublin', 'D02 PN40', 'IRELAND']],
    ['FR', ['Marie Curie', 'Palais de l’Élysée', '55 rue du Faubourg Saint-Honoré', '75008 Paris', 'FRANCE']],
    ['DE', ['Lise Meitner', 'Deutscher Bundestag', 'Platz der Republik 1', '11011 Berlin', 'GERMANY']],
    ['NL', ['Anne de Vries', 'Anne Frank Huis', 'Westermarkt 20', '1016 GV Amsterdam', 'NETHERLANDS']],
    ['ES', ['Pablo Ruiz Picasso', 'Museo Nacional del Prado', 'Calle de Ruiz de Alarcón, 23', '28014 Madrid', 'SPAIN']],
    ['IT', ['Sofia Loren', 'Parco archeologico del Colosseo', 'Piazza del Colosseo, 1', '00184 Roma RM', 'ITALY']],
    ['JP', ['Haruki Murakami', 'Tokyo Station Hotel', '1-9-1 Marunouchi', 'Chiyoda-ku, Tokyo 100-0005', 'JAPAN']],
    ['AU', ['Cate Blanchett', 'Sydney Opera House', 'Bennelong Point', 'Sydney NSW 2000', 'AUSTRALIA']],
    ['BR', ['João Gilberto', 'MASP', 'Avenida Paulista, 1578', 'Bela Vista', 'São Paulo - SP', '01310-200', 'BRAZIL']],
  ])('%s, posted from the US', (country, lines) => {
    expect(addressLines(WORLD_RECIPIENTS[country]!, { domesticCountry: 'US' })).toEqual(lines);
  });

  it('leaves the country off domestic mail, and writes it on every other', () => {
    for (const [country, recipient] of Object.entries(WORLD_RECIPIENTS)) {
      const home = addressLines(recipient, { domesticCountry: country });
      const abroad = addressLines(recipient, { domesticCountry: country === 'GB' ? 'FR' : 'GB' });
      expect(abroad.slice(0, -1)).toEqual(home);
      expect(abroad.at(-1)).toBe(mailCountryName(country));
    }
    // The home country may be written as people write it.
    expect(addressLines(WORLD_RECIPIENTS.GB!, { domesticCountry: 'United Kingdom' }).at(-1)).toBe('SW1A 2AA');
  });

  it('writes the country whenever the home country is not known', () => {
    expect(addressLines(WORLD_RECIPIENTS.US!).at(-1)).toBe('UNITED STATES');
    expect(addressLines(WORLD_RECIPIENTS.FR!, { domesticCountry: null }).at(-1)).toBe('FRANCE');
  });

  it('writes a state name as the post abbreviates it, and a country given by name', () => {
    expect(addressLines({ firstName: 'A', lastName: 'B', address1: '1 Main St', city: 'Springfield', state: 'illinois', postalCode: '62701', country: 'United States' }, { domesticCountry: 'US' })).toEqual(['A B', '1 Main St', 'Springfield, IL 62701']);
  });

  it('keeps the street lines exactly as typed, however the template would clean them', () => {
    const lines = addressLines({ firstName: 'Ann', lastName: 'Lee', address1: 'Flat 3, Flat 3', address2: 'https://example.com', address3: 'Rear entrance', city: 'Leeds', postalCode: 'LS1 4AP', country: 'GB' }, { domesticCountry: 'GB' });
    expect(lines).toEqual(['Ann Lee', 'Flat 3, Flat 3', 'https://example.com', 'Rear entrance', 'Leeds', 'LS1 4AP']);
  });

  it('writes Latin-letter addresses small to big where the template is big to small (Korea, China), in libaddressinput\'s Latin order', () => {
    const korea = addressLines({ firstName: 'Min', lastName: 'Kim', address1: '209 Sejong-daero', city: 'Seoul', postalCode: '03154', country: 'KR' }, { domesticCountry: 'US' });
    expect(korea).toEqual(['Min Kim', '209 Sejong-daero', 'Seoul', '03154', 'SOUTH KOREA']);
    const china = addressLines({ firstName: 'Li', lastName: 'Wei', address1: '1 Dongchang\'an Avenue', city: 'Dongcheng District', state: 'Beijing', postalCode: '100006', country: 'CN' }, { domesticCountry: 'US' });
    expect(china).toEqual(['Li Wei', '1 Dongchang\'an Avenue', 'Dongcheng District', 'Beijing, 100006', 'CHINA']);
  });

  it('never changes a postcode as typed, and writes Singapore\'s as its post does, the country named once', () => {
    const argentina = addressLines({ firstName: 'Rosa', lastName: 'Delgado', address1: 'Av. Corrientes 1234', city: 'Buenos Aires', state: 'Ciudad Autónoma de Buenos Aires', postalCode: 'C1043AAZ', country: 'AR' }, { domesticCountry: 'US' });
    expect(argentina).toEqual(['Rosa Delgado', 'Av. Corrientes 1234', 'C1043AAZ Buenos Aires', 'Ciudad Autónoma de Buenos Aires', 'ARGENTINA']);
    const sweden = addressLines({ firstName: 'Sven', lastName: 'Ek', address1: 'Drottninggatan 1', city: 'Stockholm', postalCode: '11151', country: 'SE' }, { domesticCountry: 'US' });
    expect(sweden).toContain('11151 Stockholm');
    const singapore = { firstName: 'Hannah', lastName: 'Lim', address1: '10 Bayfront Avenue', address2: '#05-01', city: 'Singapore', postalCode: '018956', country: 'SG' };
    expect(addressLines(singapore, { domesticCountry: 'US' })).toEqual(['Hannah Lim', '10 Bayfront Avenue', '#05-01', 'SINGAPORE 018956']);
    expect(addressLines(singapore, { domesticCountry: 'SG' })).toEqual(['Hannah Lim', '10 Bayfront Avenue', '#05-01', 'SINGAPORE 018956']);
  });

  it('writes a US territory as USPS does, its code as the state', () => {
    expect(addressLines({ firstName: 'Ana', lastName: 'Cruz', address1: '123 Marine Corps Dr', city: 'Hagatna', postalCode: '96910', country: 'GU' }, { domesticCountry: 'US' }).slice(2)).toEqual(['Hagatna GU 96910', 'GUAM']);
  });

  it('writes the country last on international mail even where the template puts the postcode after it (Russia)', () => {
    expect(addressLines({ firstName: 'Ivan', lastName: 'Petrov', address1: 'ul. Tverskaya 7', city: 'Moscow', postalCode: '125009', country: 'RU' }, { domesticCountry: 'US' }).at(-1)).toBe('RUSSIA');
  });

  it('leaves out what is missing, and writes an unknown country as given', () => {
    expect(addressLines({ firstName: 'Sam', lastName: 'Lee', city: 'Paris', country: 'FR' }, { domesticCountry: 'FR' })).toEqual(['Sam Lee', 'Paris']);
    expect(addressLines({ name: 'Sam Lee', address1: '1 High St', country: 'Narnia' })).toEqual(['Sam Lee', '1 High St', 'Narnia']);
  });

  it('reads an address from merge values', () => {
    expect(addressFromValues({ firstName: 'Ada', postalCode: 12345, tier: 'gold', address1: null })).toEqual({ firstName: 'Ada', postalCode: '12345', title: undefined, lastName: undefined, company: undefined, address1: undefined, address2: undefined, address3: undefined, city: undefined, state: undefined, country: undefined });
  });
});

describe('country names on the envelope', () => {
  it.each([
    ['US', 'UNITED STATES'],
    ['GB', 'UNITED KINGDOM'],
    ['NL', 'NETHERLANDS'],
    ['CI', "COTE D'IVOIRE"],
    ['TW', 'TAIWAN'],
    ['MD', 'MOLDOVA'],
    ['FM', 'MICRONESIA'],
    ['TR', 'TURKIYE'],
    ['CW', 'CURACAO'],
    ['AX', 'ALAND ISLANDS'],
  ])('%s is %s', (code, name) => {
    expect(mailCountryName(code)).toBe(name);
  });
});
