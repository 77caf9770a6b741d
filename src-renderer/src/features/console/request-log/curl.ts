import type { RequestLogEntry } from '#shared/contract/request-log.ts';

export interface CurlCredentials {
  baseUrl: string;
  /** The app's demo team and its keys: a request made with them copies ready to run. */
  demoTeamId: string;
  customerKey: string;
  partnerKey: string;
  adminToken: string;
}

/** Quotes for a POSIX shell. */
function quote(value: string): string {
  return `'${value.replaceAll("'", "'\\''")}'`;
}

const SKIPPED = /^(host|content-length|connection|accept-encoding|origin|referer|cookie|x-api-key|authorization|user-agent|sec-.*)$/i;

/** The credential header of the request: the demo keys where they were used, else a placeholder to fill in. */
function credential(entry: RequestLogEntry, creds: CurlCredentials): string | undefined {
  switch (entry.key?.kind) {
    case 'admin':
      return `Authorization: Bearer ${creds.adminToken}`;
    case 'partner':
      return `X-API-Key: ${creds.partnerKey}`;
    case 'customer':
      return `X-API-Key: ${entry.teamId === creds.demoTeamId ? creds.customerKey : `<customer key of team ${entry.teamId ?? '?'}>`}`;
    default:
      return entry.request.headers['x-api-key'] ? 'X-API-Key: <key>' : undefined;
  }
}

/** The logged request as a curl command (secrets masked in the log stay masked). */
export function curlCommand(entry: RequestLogEntry, creds: CurlCredentials): string {
  const url = `${creds.baseUrl}${entry.path}${entry.query ? `?${entry.query}` : ''}`;
  const parts = ['curl', ...(entry.method === 'GET' ? [] : ['-X', entry.method]), quote(url)];
  const auth = credential(entry, creds);
  if (auth) parts.push('-H', quote(auth));
  for (const [name, value] of Object.entries(entry.request.headers)) {
    if (SKIPPED.test(name) || (name === 'accept' && value === '*/*')) continue; // curl sends Accept: */* itself
    parts.push('-H', quote(`${name}: ${value}`));
  }
  if (entry.request.text) parts.push('--data-raw', quote(entry.request.text));
  return parts.join(' ');
}
