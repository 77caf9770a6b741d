import { UI_SESSION_HEADER } from '#shared/contract/ui.ts';
import type { Core } from '../wiring/create-core.ts';

/** The one-time token of a printed UI link (`<base>/#token=...`). */
export function linkToken(link: string): string {
  return new URLSearchParams(new URL(link).hash.slice(1)).get('token') ?? '';
}

/** What the UI's page does with the link: trades its token for a session (POST /_ui/session, over `fetchImpl`). */
export async function openUiLink(link: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const res = await fetchImpl(new URL('/_ui/session', link), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: linkToken(link) }) });
  if (res.status !== 200) throw new Error(`POST /_ui/session answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { session: string }).session;
}

/** A UI session of an in-process core, as the header the /_ui routes read. */
export async function uiSessionHeaders(core: Core): Promise<Record<string, string>> {
  const session = await openUiLink(core.uiLink(), async (input, init) => core.app.request(String(input), init));
  return { [UI_SESSION_HEADER]: session };
}
