// Reading the multipart/form-data uploads (a hand's scans, a team's fonts): the
// body as a form, its text fields and its `file` parts, each problem a clear
// 400 or 415 in the common error body.
import type { Context } from 'hono';
import { MESSAGES } from '#shared/http-status.ts';
import { issueTree } from '#shared/issue-tree.ts';
import { HttpError } from './errors.ts';

export const invalidField = (field: string, message: string) => new HttpError(400, MESSAGES.validation, issueTree([{ path: [field], message }]));

/** The body as a form: 415 when it is not multipart/form-data (`what` names the files it should carry), 400 when it cannot be read. */
export async function multipartForm(c: Context, what: string): Promise<Record<string, unknown>> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) throw new HttpError(415, `Content-Type must be multipart/form-data, with ${what} in \`file\` parts`);
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new HttpError(400, 'The multipart body could not be read');
  }
}

/** A text field given at most once. */
export function textField(form: Record<string, unknown>, name: string): string | undefined {
  const value = form[name];
  if (Array.isArray(value)) throw invalidField(name, `${name} must be given once`);
  if (value !== undefined && typeof value !== 'string') throw invalidField(name, `${name} must be text, not a file`);
  return value;
}

/** The `file` parts, as bytes with their names ("File 2" when sent without): at least one, at most `max`, none empty. */
export async function fileParts(form: Record<string, unknown>, missing: string, max: number): Promise<{ bytes: Uint8Array; name: string }[]> {
  const parts = ([] as unknown[]).concat(form['file'] ?? []);
  if (parts.length === 0) throw invalidField('file', missing);
  if (parts.length > max) throw invalidField('file', `At most ${max} files at once`);
  const files = [];
  for (const [i, part] of parts.entries()) {
    if (!(part instanceof File)) throw invalidField('file', 'file must be a file part, not text');
    const name = part.name || `File ${i + 1}`;
    if (part.size === 0) throw invalidField('file', `${name} is empty`);
    files.push({ bytes: new Uint8Array(await part.arrayBuffer()), name });
  }
  return files;
}
