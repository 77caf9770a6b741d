import { useCallback, useEffect, useRef, useState } from 'react';
import type { ServerEvent } from '#shared/contract/events.ts';
import type { RequestLogSummary } from '#shared/contract/request-log.ts';
import type { StatusClass } from '#shared/schemas/request-log.ts';
import { useAdminApi } from '#renderer/api/clients.ts';
import { useServerEvent } from '#renderer/api/server-events.ts';
import { requestLogList } from '#renderer/api/request-log.ts';

export interface LogFilters {
  status: StatusClass | undefined;
  path: string;
  q: string;
  keyId: string | undefined;
  /** Also the Inkpost app's own requests (and the API reference's). */
  includeApp: boolean;
}

const PAGE = 300;
/** Rows kept in the table while it follows the log live. */
const MAX_ROWS = 5000;

/**
 * The request log as a live list: the newest page first, newer entries
 * prepended as the server announces them (request.logged), older pages on
 * demand. An emptied log (an announcement without an id) reloads.
 */
export function useRequestLog(filters: LogFilters) {
  const admin = useAdminApi();
  const [rows, setRows] = useState<RequestLogSummary[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [hasOlder, setHasOlder] = useState(false);
  const newest = useRef(0);
  const following = useRef<Promise<void> | undefined>(undefined);
  /** An announcement came while newer rows were being fetched: fetch again after. */
  const followAgain = useRef(false);
  /** Bumped by every reload: newer rows fetched for an older load (other filters, an older cursor) are dropped. */
  const generation = useRef(0);

  const query = useCallback(
    (cursor: { before?: number; after?: number }) => ({
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.path.trim() ? { path: filters.path.trim() } : {}),
      ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
      ...(filters.keyId ? { keyId: filters.keyId } : {}),
      source: filters.includeApp ? ('all' as const) : ('client' as const),
      limit: PAGE,
      ...cursor,
    }),
    [filters.status, filters.path, filters.q, filters.keyId, filters.includeApp],
  );

  const load = useCallback(async () => {
    if (!admin) return;
    const mine = ++generation.current;
    setLoading(true);
    try {
      const page = await requestLogList(admin, { query: query({}) });
      if (mine !== generation.current) return;
      setRows(page);
      newest.current = page[0]?.id ?? 0;
      setHasOlder(page.length === PAGE);
      setError(undefined);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setLoading(false);
    }
  }, [admin, query]);

  useEffect(() => {
    void load();
  }, [load]);

  const followNewer = useCallback(async () => {
    if (!admin) return;
    if (following.current) {
      followAgain.current = true;
      return;
    }
    const mine = generation.current;
    following.current = (async () => {
      try {
        const newer = await requestLogList(admin, { query: query({ after: newest.current }) });
        if (newer.length === 0 || mine !== generation.current) return;
        newest.current = Math.max(newest.current, newer[newer.length - 1]?.id ?? 0);
        // A row is shown once, however the fetches interleave.
        setRows((current) => {
          const shown = new Set(current.map((row) => row.id));
          return [...newer.filter((row) => !shown.has(row.id)).reverse(), ...current].slice(0, MAX_ROWS);
        });
      } catch {
        // The next announcement tries again; a lost server shows on the next reload.
      } finally {
        following.current = undefined;
        if (followAgain.current) {
          followAgain.current = false;
          void followNewer();
        }
      }
    })();
  }, [admin, query]);

  useServerEvent(
    useCallback(
      (event: ServerEvent) => {
        if (event.type !== 'request.logged') return;
        if (event.id === undefined) void load();
        else void followNewer();
      },
      [load, followNewer],
    ),
  );

  const loadOlder = useCallback(async () => {
    const last = rows[rows.length - 1];
    if (!admin || !last) return;
    const older = await requestLogList(admin, { query: query({ before: last.id }) });
    setRows((current) => [...current, ...older]);
    setHasOlder(older.length === PAGE);
  }, [admin, query, rows]);

  return { rows, loading, error, hasOlder, reload: load, loadOlder };
}
