// Names and address lines typed in ALL CAPITALS or all lower case, and their proper case.
// namecase (the npm port of Perl's Lingua::EN::NameCase) was tried first: it glues words
// together ("MR JOHN SMITH" -> "MrJohn Smith", "123 MAIN ST NW" -> "123 Main StNw") and
// knows nothing of addresses, and title-case expects text already in mixed case. Its Mac
// exceptions are kept below; the rest is ours.

export type CaseKind = 'name' | 'address';

/** ALL CAPS or all lower case: a value with letters that are all of one case (two letters at least). */
export function oddCase(value: string): 'upper' | 'lower' | undefined {
  const letters = value.replace(/[^\p{L}]/gu, '');
  if (letters.length < 2) return undefined;
  const upper = letters.toLocaleUpperCase();
  const lower = letters.toLocaleLowerCase();
  if (upper === lower) return undefined; // a script without case
  if (letters === upper) return 'upper';
  if (letters === lower) return 'lower';
  return undefined;
}

/** Words written in lower case inside a name or an address line (never first): name particles and small words. */
const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'del', 'della', 'delle', 'di', 'da', 'das', 'dos', 'do', 'du', 'la', 'le', 'les', 'ter', 'ten', 'y', 'e', 'zu', 'bin', 'ibn', 'of', 'the', 'and', 'upon', 'on', 'en', 'sur', 'sous', 'aux', 'au', 'im', 'am', 'an']);
/** Written in capitals in an address: post box, compass points, rural routes. */
const ADDRESS_CAPITALS = new Set(['po', 'n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'nne', 'ene', 'ese', 'sse', 'ssw', 'wsw', 'wnw', 'nnw', 'rr', 'hc', 'us', 'uk', 'bfpo']);
/** Honorifics and suffixes as they are written. */
const TITLES: Readonly<Record<string, string>> = { mr: 'Mr', mrs: 'Mrs', ms: 'Ms', mx: 'Mx', dr: 'Dr', prof: 'Prof', jr: 'Jr', sr: 'Sr', st: 'St', rev: 'Rev', sir: 'Sir', phd: 'PhD' };
const ROMAN = /^(ii|iii|iv|vi|vii|viii|ix|xi|xii)$/;
const ORDINAL = /^(\d+)(st|nd|rd|th)$/;
/** "Mac" names that are not Mac + a capital (from namecase), and short ones (Mack, Mace, Macy). */
const MAC_EXCEPTIONS = new Set(['macevicius', 'machado', 'machar', 'machin', 'machlin', 'macias', 'maciulis', 'mackie', 'mackle', 'macklin', 'macquarie', 'macomber', 'macin', 'mackintosh', 'macken', 'machen', 'machiel', 'maciol', 'mackell', 'macklem', 'mackrell', 'maclin', 'mackey', 'mackley', 'machell', 'machon', 'macon', 'macey', 'macaulay']);

const capital = (word: string) => {
  const [first = '', ...rest] = word;
  return first.toLocaleUpperCase() + rest.join('');
};

/** One run of letters (no spaces, hyphens or apostrophes), lower case in. */
function part(word: string, kind: CaseKind, first: boolean): string {
  if (word === '') return word;
  if (/\d/.test(word)) {
    const ordinal = ORDINAL.exec(word);
    return ordinal ? word : word.toLocaleUpperCase(); // 21st, 5th; 4B, SW1A
  }
  if (!first && PARTICLES.has(word)) return word;
  if (TITLES[word]) return TITLES[word];
  if (ROMAN.test(word)) return word.toUpperCase();
  if (kind === 'address' && ADDRESS_CAPITALS.has(word)) return word.toUpperCase();
  // Initials without a vowel, as people write them (JD, JJ).
  if (kind === 'name' && word.length <= 3 && !/[aeiouy]/.test(word)) return word.toUpperCase();
  if (word.length > 2 && word.startsWith('mc')) return `Mc${capital(word.slice(2))}`;
  if (word.length > 5 && word.startsWith('mac') && !MAC_EXCEPTIONS.has(word) && !/[aciozj]$/.test(word)) return `Mac${capital(word.slice(3))}`;
  return capital(word);
}

/** A word split at hyphens, full stops and apostrophes: Jean-Luc, J.R.R., O'Brien, D'Angelo, but John's. */
function word(text: string, kind: CaseKind, first: boolean): string {
  return text
    .split(/([-.])/)
    .map((piece, i) => {
      if (piece === '-' || piece === '.') return piece;
      const apostrophe = /^(\p{L})(['’])(\p{L}{2,})$/u.exec(piece);
      if (apostrophe) return `${apostrophe[1]!.toLocaleUpperCase()}${apostrophe[2]}${part(apostrophe[3]!, kind, false).replace(/^./, (c) => c.toLocaleUpperCase())}`;
      const [head = '', ...tail] = piece.split(/(?=['’])/);
      return [part(head, kind, first && i === 0), ...tail].join('');
    })
    .join('');
}

/** The value in proper case: each word capitalised, with the exceptions above. Spacing kept. */
export function properCase(value: string, kind: CaseKind): string {
  let first = true;
  return value
    .toLocaleLowerCase()
    .split(/(\s+|c\/o|[,/()]+)/)
    .map((token) => {
      if (token.trim() === '' || token === 'c/o' || /^[,/()]+$/.test(token)) return token;
      const out = word(token, kind, first);
      first = false;
      return out;
    })
    .join('');
}
