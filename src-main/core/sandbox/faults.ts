import { randomUUID } from 'node:crypto';
import type { CreateFaultInput } from '#shared/schemas/sandbox-console.ts';
import { type Clock, nowIso } from '../base/clock.ts';
import type { Db } from '../db/connection.ts';
import { deleteAllFaults, deleteFault, type FaultRow, insertFault, listFaults, recordFaultHit } from '../db/faults-repo.ts';

export type WebhookFault = 'timeout' | 'duplicate';

/**
 * Faults on demand, kept in SQLite (they survive a restart) and cached in
 * memory: with none set, a request pays one array length check.
 * Precedence: the oldest matching fault whose share draw hits answers.
 */
export interface FaultStore {
  list(): FaultRow[];
  add(input: CreateFaultInput): FaultRow;
  remove(id: string): boolean;
  clear(): void;
  /** The fault that answers a request to `route` (its hit is counted), if any. `teamOf` is asked only when a team-scoped fault could match. */
  forRequest(route: string, teamOf: () => string | null): FaultRow | undefined;
  /** The fault that shapes this team's next webhook delivery attempt, if any. */
  forDelivery(teamId: string): WebhookFault | undefined;
  /** Re-reads the faults (after a state import or a reset). */
  reload(): void;
}

export function createFaultStore(deps: { db: Db; clock: Clock; random?: () => number }): FaultStore {
  const { db, clock } = deps;
  const random = deps.random ?? Math.random;
  let cache: FaultRow[] | undefined;
  const faults = () => (cache ??= db.open ? listFaults(db) : []);

  const pick = (matches: (fault: FaultRow) => boolean): FaultRow | undefined => {
    for (const fault of faults()) {
      if (!matches(fault)) continue;
      if (fault.share !== null && random() >= fault.share) continue;
      recordFaultHit(db, fault.id);
      cache = undefined;
      return fault;
    }
    return undefined;
  };

  return {
    list: () => faults(),
    add: (input) => {
      const row: FaultRow = {
        id: randomUUID(),
        kind: input.kind,
        route: input.route,
        team_id: input.teamId ?? null,
        status: input.status ?? null,
        retry_after_seconds: input.retryAfterSeconds ?? (input.status === 429 ? 30 : null),
        delay_ms: input.delayMs ?? null,
        remaining: input.count ?? null,
        share: input.share ?? null,
        hits: 0,
        created_at: nowIso(clock),
      };
      insertFault(db, row);
      cache = undefined;
      return row;
    },
    remove: (id) => {
      cache = undefined;
      return deleteFault(db, id);
    },
    clear: () => {
      deleteAllFaults(db);
      cache = undefined;
    },
    forRequest: (route, teamOf) => {
      if (faults().length === 0) return undefined;
      let team: string | null | undefined;
      return pick((fault) => {
        if ((fault.kind !== 'status' && fault.kind !== 'delay') || (fault.route !== '*' && fault.route !== route)) return false;
        if (fault.team_id === null) return true;
        team ??= teamOf();
        return fault.team_id === team;
      });
    },
    forDelivery: (teamId) => {
      if (faults().length === 0) return undefined;
      const fault = pick((f) => (f.kind === 'webhook_timeout' || f.kind === 'webhook_duplicate') && (f.team_id === null || f.team_id === teamId));
      return fault ? (fault.kind === 'webhook_timeout' ? 'timeout' : 'duplicate') : undefined;
    },
    reload: () => {
      cache = undefined;
    },
  };
}
