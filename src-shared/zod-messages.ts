// zod 4 words its default messages differently from zod 3 ("Invalid input:
// expected string, received undefined" where zod 3 said "Required"). The API
// answers zod 3's words, as the hosted service does and as clients match them,
// so this map gives zod 4's issues zod 3's default messages (zod 3's
// locales/en.ts, issue for issue). A message a schema sets itself still wins.
// Installed for the whole process on import (issue-tree.ts imports it); see
// docs/contract.md, "Validation messages".
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;
type Inst = { _zod?: { def?: { type?: string } }; isInt?: boolean } | undefined;

/** zod 3's name for a value's type (its getParsedType, for what JSON, forms and coercion can give). */
function parsedType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isNaN(value) ? 'nan' : 'number';
  if (value instanceof Date) return 'date';
  if (value instanceof Map) return 'map';
  if (value instanceof Set) return 'set';
  if (value instanceof Promise) return 'promise';
  return typeof value;
}

/** zod 3's util.joinValues: strings quoted with ', joined. */
function joinValues(values: readonly unknown[], separator = ' | '): string {
  return values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(separator);
}

// zod 4's names for what was expected, where zod 3 said it otherwise.
const EXPECTED: Record<string, string> = { int: 'integer', record: 'object', tuple: 'array' };
// zod 3's `validation` names of string formats zod 4 splits or renames.
const FORMAT: Record<string, string> = { guid: 'uuid', ipv4: 'ip', ipv6: 'ip', cidrv4: 'cidr', cidrv6: 'cidr', regex: '' };
const SIZED: Record<string, string> = { string: 'String', array: 'Array', set: 'Array' };

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  const input = issue.input;
  if (input === undefined) return 'Required';
  // zod 3 read a non-integer (Infinity too) as a float, and let Infinity through a number without .int().
  if (issue.expected === 'int' || (typeof input === 'number' && !Number.isNaN(input) && (issue.inst as Inst)?.isInt)) return `Expected integer, received float`;
  if (issue.expected === 'number' && typeof input === 'number' && !Number.isNaN(input)) return 'Number must be finite';
  return `Expected ${EXPECTED[issue.expected] ?? issue.expected}, received ${parsedType(input)}`;
}

function invalidValue(issue: Extract<Issue, { code: 'invalid_value' }>): string {
  const input = issue.input;
  if ((issue.inst as Inst)?._zod?.def?.type === 'literal') return `Invalid literal value, expected ${issue.values.map((value) => JSON.stringify(value)).join(' | ')}`;
  // zod 3's enum asked for a string first.
  if (typeof input !== 'string') return input === undefined ? 'Required' : `Expected ${joinValues(issue.values)}, received ${parsedType(input)}`;
  return `Invalid enum value. Expected ${joinValues(issue.values)}, received '${input}'`;
}

function size(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const sized = SIZED[issue.origin ?? ''];
  if (sized) {
    const how = issue.exact ? 'exactly' : small ? (issue.inclusive ? 'at least' : sized === 'String' ? 'over' : 'more than') : issue.inclusive ? 'at most' : sized === 'String' ? 'under' : 'less than';
    return `${sized} must contain ${how} ${limit} ${sized === 'String' ? 'character(s)' : 'element(s)'}`;
  }
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    const how = small ? (issue.exact ? 'exactly equal to' : issue.inclusive ? 'greater than or equal to' : 'greater than') : issue.exact ? 'exactly' : issue.inclusive ? 'less than or equal to' : 'less than';
    return `${issue.origin === 'bigint' && !small ? 'BigInt' : 'Number'} must be ${how} ${limit}`;
  }
  return 'Invalid input';
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  const format = issue.format;
  if (format === 'starts_with') return `Invalid input: must start with "${(issue as { prefix?: string }).prefix}"`;
  if (format === 'ends_with') return `Invalid input: must end with "${(issue as { suffix?: string }).suffix}"`;
  if (format === 'includes') return `Invalid input: must include "${(issue as { includes?: string }).includes}"`;
  const name = FORMAT[format] ?? format;
  return name === '' ? 'Invalid' : `Invalid ${name}`;
}

/** zod 3's default message for a zod 4 issue. */
export function hostedMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'invalid_value':
      return invalidValue(issue);
    case 'too_small':
    case 'too_big':
      return size(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return `Number must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unrecognized key(s) in object: ${joinValues(issue.keys, ', ')}`;
    case 'invalid_union': {
      const options = (issue as { options?: unknown[] }).options;
      return issue.note === 'No matching discriminator' && options ? `Invalid discriminator value. Expected ${joinValues(options)}` : 'Invalid input';
    }
    case 'invalid_key':
    case 'invalid_element':
      // zod 3 reported a record key's own issues at the key (issue-tree.ts lists them all).
      return issue.issues[0]?.message ?? 'Invalid input';
    default:
      return 'Invalid input';
  }
}

z.config({ localeError: hostedMessage });
