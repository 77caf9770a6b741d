import type { Context } from 'hono';

/** A text field of a parsed HTML form body (undefined when absent or a file). */
export function formString(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}

/** What a hosted form page says when its post cannot be parsed. */
export const UNREADABLE_FORM = 'The form could not be read. Fill it in again and submit it from this page.';

/**
 * A form body (urlencoded or multipart) as fields, or undefined when it cannot
 * be parsed (a multipart body without its boundary's parts, for one): the
 * caller answers 400 rather than letting the parser's TypeError become a 500.
 */
export async function readForm(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    return await c.req.parseBody();
  } catch {
    return undefined;
  }
}
