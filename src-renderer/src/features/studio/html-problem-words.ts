// The render's refusals of a side (the API's messages, written for developers: attribute
// names, slot ids) as the studio says them: the element by its kind and name, the
// setting in words, the rule in plain terms.
import { formatNumber } from '#renderer/ui/format.ts';

/** Each placeholder attribute as the properties panel names it. */
const SETTING_WORDS: Readonly<Record<string, string>> = {
  'data-sqr-id': 'its name',
  'data-sqr-destination': 'its destination',
  'data-sqr-size': 'its size',
  'data-sqr-ecl': 'its error correction',
  'data-sqr-dots-color': 'its dots colour',
  'data-sqr-dots-type': 'its dots',
  'data-sqr-background-color': 'its background',
  'data-sqr-corner-square-type': 'its corner squares',
  'data-sqr-corner-dot-type': 'its corner dots',
  'data-hw-font': 'its hand',
  'data-hw-ink': 'its ink',
  'data-hw-pen': 'its pen',
  'data-hw-align': 'its alignment',
  'data-hw-valign': 'its vertical alignment',
  'data-hw-size': 'its size',
  'data-hw-line-spacing': 'its line spacing',
};

/** The rules the API states in its own terms, in a marketer's. */
const RULE_WORDS: readonly [RegExp, (...groups: string[]) => string][] = [
  [/an absolute http or https URL of at most (\d+) characters/, (max) => `a full web address starting with https:// or http:// (at most ${formatNumber(Number(max))} characters)`],
  [/a CSS color/, () => 'a colour'],
  [/^a Smart QR placeholder must be /, () => 'it must be '],
  [/^html must be at most/, () => 'The side’s HTML must be at most'],
];

/** Who a message is about: "(slot 'qr-1')", "(placeholder 2)", "(block 'note')". */
function subjectOf(message: string): [subject: string | undefined, rest: string] {
  const match = /\s*\((slot '([^']*)'|placeholder (\d+)|block '([^']*)')\)\s*$/.exec(message);
  if (!match) return [undefined, message];
  const rest = message.slice(0, match.index);
  if (match[2] !== undefined) return [`Smart QR “${match[2]}”`, rest];
  if (match[3] !== undefined) return [`Smart QR code ${match[3]}`, rest];
  return [`Handwriting “${match[4]}”`, rest];
}

/** An API message about a side, as the studio shows it; messages it does not know pass unchanged. */
export function htmlProblemWords(message: string): string {
  const [subject, rest] = subjectOf(message);
  let text = rest.replace(/\bdata-(?:sqr|hw)-[a-z-]+/g, (name) => SETTING_WORDS[name] ?? name);
  for (const [pattern, words] of RULE_WORDS) text = text.replace(pattern, (_, ...groups: string[]) => words(...groups));
  if (!subject) return text;
  return `${subject}: ${text}${/[.!?]$/.test(text) ? '' : '.'}`;
}
