import { countryCode } from '../countries.ts';

const memo = new Map<string, string | undefined>();
const MEMO_LIMIT = 10_000;

/** countryCode, remembered: a file repeats a handful of country spellings on every row. */
export function memoCountryCode(input: string): string | undefined {
  if (memo.has(input)) return memo.get(input);
  const code = countryCode(input);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(input, code);
  return code;
}
