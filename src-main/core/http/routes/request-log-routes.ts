import type { CoreContext } from '#core/wiring/context.ts';
import { clearRequestLog, countRequestLog, findRequestLogRow, latestReplayOf, listRequestLog, type RequestLogRow } from '#core/db/request-log-repo.ts';
import { entryView, replayBlockedBy, summaryView } from '#core/sandbox/request-log/entry-view.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

/** Headers a replay does not send again: the transport's own, the browser's, and the credentials the log never kept. */
const NOT_REPLAYED = /^(host|content-length|connection|keep-alive|transfer-encoding|origin|referer|cookie|x-api-key|authorization|sec-.*|accept-encoding)$/i;

function entryOr404(core: CoreContext, id: string): RequestLogRow {
  const row = /^[1-9]\d{0,15}$/.test(id) ? findRequestLogRow(core.db, Number(id)) : undefined;
  if (!row) throw new HttpError(404, 'Request log entry not found');
  return row;
}

/** The console's request log: list, one entry, settings, emptying, replay. */
export function registerRoutes(app: ContractApp, core: CoreContext): void {
  const settings = () => ({ ...core.requestLog.config(), entries: countRequestLog(core.db) });

  implement(app, core, 'requestLogGetSettings', () => {
    core.requestLog.flush();
    return { status: 200, body: settings() };
  });

  implement(app, core, 'requestLogPatchSettings', ({ body }) => {
    core.requestLog.configure(body);
    return { status: 200, body: settings() };
  });

  implement(app, core, 'requestLogList', ({ query }) => {
    core.requestLog.flush();
    const { status, source, limit, ...rest } = query;
    const rows = listRequestLog(core.db, {
      ...rest,
      statusClass: status ? Number(status[0]) : undefined,
      source: source === 'all' ? undefined : source,
      limit: limit ?? 200,
    });
    return { status: 200, body: rows.map(summaryView) };
  });

  implement(app, core, 'requestLogClear', () => {
    core.requestLog.flush();
    clearRequestLog(core.db);
    return { status: 204 };
  });

  implement(app, core, 'requestLogEntry', ({ params }) => {
    core.requestLog.flush();
    return { status: 200, body: entryView(entryOr404(core, params.entryId)) };
  });

  implement(app, core, 'requestLogReplay', async ({ params }) => {
    core.requestLog.flush();
    const row = entryOr404(core, params.entryId);
    const blocked = replayBlockedBy(row);
    if (blocked) throw new HttpError(409, blocked);
    if (!core.requestLog.config().enabled) throw new HttpError(409, 'The request log is off: turn it on to replay a request and see its answer.');
    const headers = new Headers();
    for (const [name, value] of Object.entries(JSON.parse(row.request_headers) as Record<string, string>)) if (!NOT_REPLAYED.test(name)) headers.set(name, value);
    headers.set('host', new URL(core.baseUrl()).host);
    const url = `${core.baseUrl()}${row.path}${row.query ? `?${row.query}` : ''}`;
    const previous = latestReplayOf(core.db, row.id)?.id ?? 0;
    const response = await app.request(url, { method: row.method, headers, body: row.request_body ?? undefined }, { inkpostReplay: { replayOf: row.id, keyId: row.key_kind === 'admin' ? null : row.key_id, admin: row.key_kind === 'admin' } });
    await response.arrayBuffer();
    // The log reads an answer's body after it went out: wait for the replay's entry.
    for (let waited = 0; waited < 2000; waited += 5) {
      core.requestLog.flush();
      const replay = latestReplayOf(core.db, row.id);
      if (replay && replay.id > previous) return { status: 200, body: entryView(replay) };
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new HttpError(500, 'The replay was sent but its log entry did not appear');
  });
}
