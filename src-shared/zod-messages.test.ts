import { z } from 'zod';
// zod 4 still ships zod 3 (`zod/v3`): the messages are checked against it, not against a list written by hand.
import { z as z3 } from 'zod/v3';
import { describe, expect, it } from 'vitest';
import { zodIssueTree } from './issue-tree.ts';

// Each case is written once against zod 4's API, which zod 3's covers for what the cases use.
type Both = (zod: typeof z) => { safeParse: (value: unknown) => { success: boolean; error?: unknown } };
const zod3 = z3 as unknown as typeof z;

/** The `_errors` tree the API answers with zod 4 and this map, and zod 3's own error.format() of the same schema and value. */
function trees(build: Both, value: unknown) {
  const now = build(z).safeParse(value);
  const before = build(zod3).safeParse(value);
  return { now: now.success ? 'valid' : zodIssueTree(now.error as z.ZodError), before: before.success ? 'valid' : JSON.parse(JSON.stringify((before.error as z3.ZodError).format())) };
}

// Every kind of rule the contract's schemas use, each with values that break it.
const CASES: [string, Both, unknown[]][] = [
  ['types of an object\'s fields', (zod) => zod.object({ name: zod.string(), count: zod.number(), on: zod.boolean(), tags: zod.array(zod.string()), data: zod.object({}) }), [{}, { name: 1, count: '1', on: 'true', tags: {}, data: [] }, { name: null, count: null, on: null, tags: null, data: 'x' }, [], 'x', null, undefined, 3]],
  ['an integer', (zod) => zod.object({ n: zod.number().int() }), [{ n: 1.5 }, { n: '1' }, { n: null }]],
  ['number ranges', (zod) => zod.object({ a: zod.number().min(1).max(10), b: zod.number().positive(), c: zod.number().lt(5).gt(0), d: zod.number().multipleOf(5) }), [{ a: 0, b: 0, c: 5, d: 3 }, { a: 11, b: -1, c: 0, d: 7 }]],
  ['string lengths and formats', (zod) => zod.object({ a: zod.string().min(2).max(3), b: zod.string().length(2), c: zod.string().email(), d: zod.string().url(), e: zod.string().regex(/^x/), f: zod.string().startsWith('ab').endsWith('z'), g: zod.string().trim().min(1) }), [{ a: 'x', b: 'xyz', c: 'no', d: 'no', e: 'y', f: 'q', g: '  ' }, { a: 'xyzw', b: '', c: '', d: '', e: '', f: '', g: '' }]],
  ['array lengths and items', (zod) => zod.object({ list: zod.array(zod.number()).min(1).max(2), any: zod.array(zod.string()).nonempty() }), [{ list: [], any: [] }, { list: [1, 2, 3], any: [1] }, { list: ['a', null], any: ['a', 2] }]],
  ['enums', (zod) => zod.object({ kind: zod.enum(['directMail', 'bulkShipping']) }), [{}, { kind: 'email' }, { kind: 3 }, { kind: null }, { kind: ['directMail'] }]],
  ['literals', (zod) => zod.object({ format: zod.literal('inkpost-design'), version: zod.literal(1) }), [{}, { format: 'x', version: 2 }, { format: 1, version: '1' }]],
  ['unknown keys of a strict object', (zod) => zod.object({ a: zod.string().optional() }).strict(), [{ b: 1 }, { b: 1, c: 2, a: 3 }, { constructor: 1, toString: 2 }]],
  ['nullable and optional', (zod) => zod.object({ a: zod.object({ x: zod.string() }).nullable(), b: zod.string().optional(), c: zod.number().nullable().optional() }), [{}, { a: 1, b: 2, c: 'x' }, { a: { x: 1 } }, { a: {} }]],
  ['unions', (zod) => zod.object({ v: zod.union([zod.string(), zod.number()]), o: zod.union([zod.object({ a: zod.string() }).strict(), zod.object({ b: zod.number() }).strict()]) }), [{}, { v: true, o: { c: 1 } }, { v: null, o: { a: 1 } }, { v: [], o: 'x' }]],
  ['a discriminated union', (zod) => zod.discriminatedUnion('action', [zod.object({ action: zod.literal('clear'), index: zod.number() }), zod.object({ action: zod.literal('crop'), box: zod.object({ x: zod.number() }) })]), [{}, { action: 'x' }, { action: 'clear' }, { action: 'crop', box: {} }, [], 'x']],
  ['records', (zod) => zod.object({ vars: zod.record(zod.string(), zod.string()), keys: zod.record(zod.string().regex(/^[a-z]+$/, { message: 'Lower-case letters only' }), zod.string()) }), [{ vars: { a: 1, b: null }, keys: { A: 'x', b: 'y' } }, { vars: [], keys: 'x' }]],
  ['own messages, refinements and transforms', (zod) => zod.object({ a: zod.string().min(1, { message: 'Required' }), b: zod.string().refine((v) => v === 'ok'), c: zod.string().refine((v) => v === 'ok', { message: 'must be ok' }), d: zod.string().transform((v) => v.trim()).pipe(zod.string().min(1, { message: 'must not be empty' })) }), [{ a: '', b: 'no', c: 'no', d: '  ' }, { a: 1, b: 1, c: 1, d: 1 }]],
  ['an object-level refinement after valid fields', (zod) => zod.object({ from: zod.number(), to: zod.number() }).refine((v) => v.from < v.to, { message: 'from must come before to', path: ['to'] }), [{ from: 2, to: 1 }, { from: 'x', to: 1 }]],
  ['a number read from a query string', (zod) => zod.object({ limit: zod.coerce.number().int().min(1).optional() }), [{ limit: 'abc' }, { limit: '0' }, { limit: '' }]],
];

describe('validation messages under zod 4 (zod-messages.ts)', () => {
  for (const [name, build, values] of CASES) {
    it(`words ${name} as zod 3 did`, () => {
      for (const value of values) {
        const { now, before } = trees(build, value);
        expect({ value, tree: now }).toEqual({ value, tree: before });
      }
    });
  }

  it('a schema\'s own error function still wins (enum with its own message)', () => {
    const paper = z.enum(['a4', 'letter'], { error: () => "paper must be 'a4' or 'letter'" });
    expect(paper.safeParse('a5').error?.issues[0]?.message).toBe("paper must be 'a4' or 'letter'");
    expect(paper.safeParse(undefined).error?.issues[0]?.message).toBe("paper must be 'a4' or 'letter'");
  });

  it('known differences: zod 4 stops at a failed .int() (zod 3 went on to the range) and at an array over its maximum (zod 3 went on to its items), and refuses what zod 3 let through (Infinity, integers past 2^53)', () => {
    const limit = (zod: typeof z) => zod.object({ limit: zod.coerce.number().int().min(1).max(500) });
    expect(trees(limit, { limit: '0.5' })).toEqual({
      now: { _errors: [], limit: { _errors: ['Expected integer, received float'] } },
      before: { _errors: [], limit: { _errors: ['Expected integer, received float', 'Number must be greater than or equal to 1'] } },
    });
    expect(trees((zod) => zod.array(zod.number()).max(2), ['a', 2, 3])).toEqual({
      now: { _errors: ['Array must contain at most 2 element(s)'] },
      before: { _errors: ['Array must contain at most 2 element(s)'], 0: { _errors: ['Expected number, received string'] } },
    });
    expect(trees((zod) => zod.coerce.number(), 'Infinity')).toEqual({ now: { _errors: ['Number must be finite'] }, before: 'valid' });
    expect(trees((zod) => zod.number().int(), 2 ** 53 + 2)).toEqual({ now: { _errors: ['Number must be less than or equal to 9007199254740991'] }, before: 'valid' });
  });
});
