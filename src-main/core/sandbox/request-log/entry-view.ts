import type { RequestLogEntry, RequestLogSummary } from '#shared/contract/request-log.ts';
import type { RequestLogRow, RequestLogSummaryRow } from '#core/db/request-log-repo.ts';

export function summaryView(row: RequestLogSummaryRow): RequestLogSummary {
  return {
    id: row.id,
    at: row.at,
    method: row.method,
    path: row.path,
    query: row.query,
    route: row.route,
    status: row.status,
    durationMs: row.duration_ms,
    source: row.source,
    key: row.key_kind ? { id: row.key_id, kind: row.key_kind } : null,
    teamId: row.team_id,
    message: row.message,
    faultId: row.fault_id,
    replayOf: row.replay_of,
  };
}

/** Why a logged request cannot be sent again as it was, or null. */
export function replayBlockedBy(row: RequestLogRow): string | null {
  if (row.request_masked) return 'A secret was masked out of this request, so it cannot be sent again as it was.';
  if (row.request_truncated) return 'The request body was longer than the size cap, so it was not recorded whole.';
  if (row.request_bytes > 0 && row.request_body === null) return 'The request body is binary and was not recorded.';
  return null;
}

/** The request or the response of a logged exchange, as recorded (their columns share one naming). */
function messageView(row: RequestLogRow, side: 'request' | 'response') {
  return {
    headers: JSON.parse(row[`${side}_headers`]) as Record<string, string>,
    contentType: row[`${side}_type`],
    bytes: row[`${side}_bytes`],
    text: row[`${side}_body`],
    truncated: row[`${side}_truncated`] === 1,
  };
}

export function entryView(row: RequestLogRow): RequestLogEntry {
  const blocked = replayBlockedBy(row);
  return {
    ...summaryView(row),
    request: { ...messageView(row, 'request'), masked: row.request_masked === 1 },
    response: messageView(row, 'response'),
    validation: row.validation === null ? null : (JSON.parse(row.validation) as unknown),
    replayable: blocked === null,
    replayBlockedBy: blocked,
  };
}
