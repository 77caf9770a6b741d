import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../base/error-kinds.ts';
import { validate } from './validate.ts';

describe('validate', () => {
  const schema = z.object({ name: z.string(), tags: z.array(z.string()) });

  it('returns the parsed value', () => {
    expect(validate(schema, { name: 'a', tags: [] })).toEqual({ name: 'a', tags: [] });
  });

  it("throws a ValidationError carrying zod's error.format() tree unchanged", () => {
    const value = { tags: {} };
    let thrown: unknown;
    try {
      validate(schema, value);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    expect((thrown as ValidationError).message).toBe('Validation error');
    expect((thrown as ValidationError).data).toEqual(schema.safeParse(value).error?.format());
    expect((thrown as ValidationError).data).toEqual({ _errors: [], name: { _errors: ['Required'] }, tags: { _errors: ['Expected array, received object'] } });
  });
});
