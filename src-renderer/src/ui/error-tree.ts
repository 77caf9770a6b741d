import type { ErrorResponseBody } from '#shared/contract/define.ts';

interface Tree {
  _errors?: string[];
  [key: string]: unknown;
}

/** The messages of a validation tree under a path (`['data', 0, 'firstName']`), joined. */
export function fieldErrors(body: ErrorResponseBody | undefined, path: (string | number)[]): string | undefined {
  let node = body?.data as Tree | undefined;
  for (const key of path) node = node?.[String(key)] as Tree | undefined;
  const messages = node?._errors ?? [];
  return messages.length > 0 ? messages.join('; ') : undefined;
}

/** Every message of a validation tree as "path: message", or the body's message when it has no tree. */
export function allErrors(body: ErrorResponseBody): string[] {
  const out: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    for (const message of (node as Tree)._errors ?? []) out.push(path.length > 0 ? `${path.join('.')}: ${message}` : message);
    for (const [key, child] of Object.entries(node)) if (key !== '_errors') walk(child, [...path, key]);
  };
  walk(body.data, []);
  return out.length > 0 ? out : [body.message];
}
