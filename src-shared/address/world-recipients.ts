// Test data: real addresses (public buildings) in the twelve countries the address tests
// cover, each with the person a campaign would write to there.
import type { PostalAddress } from './format-address.ts';

export const WORLD_RECIPIENTS: Record<string, PostalAddress> = {
  US: { firstName: 'Grace', lastName: 'Hopper', company: 'The White House', address1: '1600 Pennsylvania Avenue NW', city: 'Washington', state: 'District of Columbia', postalCode: '20500', country: 'US' },
  CA: { firstName: 'Margaret', lastName: 'Atwood', address1: '290 Bremner Blvd', city: 'Toronto', state: 'Ontario', postalCode: 'M5V 3L9', country: 'CA' },
  GB: { title: 'Dr', firstName: 'Ada', lastName: 'Lovelace', address1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' },
  IE: { firstName: 'Seamus', lastName: 'Heaney', company: 'Trinity College Dublin', address1: 'College Green', city: 'Dublin 2', state: 'Co. Dublin', postalCode: 'D02 PN40', country: 'IE' },
  FR: { firstName: 'Marie', lastName: 'Curie', company: 'Palais de l’Élysée', address1: '55 rue du Faubourg Saint-Honoré', city: 'Paris', postalCode: '75008', country: 'FR' },
  DE: { firstName: 'Lise', lastName: 'Meitner', company: 'Deutscher Bundestag', address1: 'Platz der Republik 1', city: 'Berlin', postalCode: '11011', country: 'DE' },
  NL: { firstName: 'Anne', lastName: 'de Vries', company: 'Anne Frank Huis', address1: 'Westermarkt 20', city: 'Amsterdam', postalCode: '1016 GV', country: 'NL' },
  ES: { firstName: 'Pablo', lastName: 'Ruiz Picasso', company: 'Museo Nacional del Prado', address1: 'Calle de Ruiz de Alarcón, 23', city: 'Madrid', state: 'Madrid', postalCode: '28014', country: 'ES' },
  IT: { firstName: 'Sofia', lastName: 'Loren', company: 'Parco archeologico del Colosseo', address1: 'Piazza del Colosseo, 1', city: 'Roma', state: 'RM', postalCode: '00184', country: 'IT' },
  JP: { firstName: 'Haruki', lastName: 'Murakami', company: 'Tokyo Station Hotel', address1: '1-9-1 Marunouchi', city: 'Chiyoda-ku', state: 'Tokyo', postalCode: '100-0005', country: 'JP' },
  AU: { firstName: 'Cate', lastName: 'Blanchett', company: 'Sydney Opera House', address1: 'Bennelong Point', city: 'Sydney', state: 'New South Wales', postalCode: '2000', country: 'AU' },
  BR: { firstName: 'João', lastName: 'Gilberto', company: 'MASP', address1: 'Avenida Paulista, 1578', address2: 'Bela Vista', city: 'São Paulo', state: 'SP', postalCode: '01310-200', country: 'BR' },
};

