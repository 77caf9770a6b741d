import { describe, expect, it } from 'vitest';
import { oddCase, properCase } from './proper-case.ts';

describe('odd capitalisation', () => {
  it.each([
    ['JOHN SMITH', 'upper'],
    ['12 HIGH STREET', 'upper'],
    ['12 high street', 'lower'],
    ['josé álvarez', 'lower'],
    ['John Smith', undefined],
    ['McDonald', undefined],
    ['12', undefined],
    ['A', undefined],
    ['東京', undefined],
  ])('%j is %s', (value, kind) => {
    expect(oddCase(value)).toBe(kind);
  });
});

const NAMES: [value: string, fixed: string][] = [
  ['JOHN SMITH', 'John Smith'],
  ['MR JOHN SMITH', 'Mr John Smith'],
  ["MARY O'BRIEN", "Mary O'Brien"],
  ["d'angelo", "D'Angelo"],
  ['ANGUS MACDONALD', 'Angus MacDonald'],
  ['RONALD MCDONALD', 'Ronald McDonald'],
  ['DONALD MACK', 'Donald Mack'],
  ['ROSA MACHADO', 'Rosa Machado'],
  ['LUDWIG VAN BEETHOVEN', 'Ludwig van Beethoven'],
  ['van der berg', 'Van der Berg'],
  ['CHARLES DE GAULLE', 'Charles de Gaulle'],
  ['OTTO VON BISMARCK', 'Otto von Bismarck'],
  ['JEAN-LUC PICARD', 'Jean-Luc Picard'],
  ['HENRY VIII', 'Henry VIII'],
  ['jd salinger', 'JD Salinger'],
  ['j.r.r. tolkien', 'J.R.R. Tolkien'],
  ['ÉMILE ZOLA', 'Émile Zola'],
];

const ADDRESSES: [value: string, fixed: string][] = [
  ['12 HIGH STREET', '12 High Street'],
  ['12 high st', '12 High St'],
  ['123 MAIN ST NW', '123 Main St NW'],
  ['FLAT 3, 12 HIGH ST', 'Flat 3, 12 High St'],
  ['APT 4B', 'Apt 4B'],
  ['350 5TH AVENUE', '350 5th Avenue'],
  ['PO BOX 123', 'PO Box 123'],
  ["ST JOHN'S ROAD", "St John's Road"],
  ['55 RUE DU FAUBOURG SAINT-HONORÉ', '55 Rue du Faubourg Saint-Honoré'],
  ['calle de alcalá, 42', 'Calle de Alcalá, 42'],
  ['c/o acme, 1 mcdonald way', 'c/o Acme, 1 McDonald Way'],
  ['LONDON SW1A 2AA', 'London SW1A 2AA'],
  ['STRATFORD-UPON-AVON', 'Stratford-upon-Avon'],
];

/** Each case as [kind, value, fixed]. */
const CASES = [...NAMES.map(([value, fixed]) => ['name', value, fixed] as const), ...ADDRESSES.map(([value, fixed]) => ['address', value, fixed] as const)];

describe('proper case', () => {
  it.each(CASES)('%s %j is %j', (kind, value, fixed) => {
    expect(properCase(value, kind)).toBe(fixed);
  });
});
