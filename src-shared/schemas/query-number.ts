import { z } from 'zod';

/**
 * A number read from a query string: the text as Number() reads it, then
 * checked by `schema` ("abc" is NaN: "Expected number, received nan"). Unlike
 * z.coerce.number(), it turns no other value into a number: a coerced number
 * takes null (Number(null) is 0), so the OpenAPI generator called such a
 * parameter nullable, and a query string has no null.
 */
export function queryNumber<S extends z.ZodNumber>(schema: S) {
  // (a client passes a number, which goes out as its text; the server reads the text)
  return z.preprocess((value: number | string) => (typeof value === 'string' ? Number(value) : value), schema);
}
