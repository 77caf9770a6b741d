import type { Db } from '../db/connection.ts';
import { getSetting, setSetting } from '../db/settings-repo.ts';

export const PUBLIC_URL_SETTING = 'public_url';

/**
 * A public origin (tunnel, reverse proxy): http(s), a host, nothing after it.
 * Answers the origin without a trailing slash, or undefined when it is not one.
 */
export function parsePublicUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (!['http:', 'https:'].includes(url.protocol) || !url.hostname || url.username || url.password) return undefined;
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) return undefined;
  return url.origin;
}

export function savedPublicUrl(db: Db): string | undefined {
  return getSetting(db, PUBLIC_URL_SETTING) || undefined;
}

/** Saves (or, with null, clears) the public origin of this data directory. */
export function savePublicUrl(db: Db, origin: string | null): void {
  setSetting(db, PUBLIC_URL_SETTING, origin ?? '');
}

export const PUBLIC_URL_RULE = 'publicUrl must be an http or https origin, such as https://inkpost.example.com (no path)';
