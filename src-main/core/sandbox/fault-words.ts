import { CONTRACT, type RouteName } from '#shared/contract/index.ts';
import type { Fault } from '#shared/contract/sandbox-faults.ts';
import { statusMessageFor } from '#shared/http-status.ts';
import type { FaultRow } from '../db/faults-repo.ts';

function routeWords(route: string): string {
  if (route === '*') return 'every API request';
  const decl = CONTRACT[route as RouteName];
  return decl ? `${decl.method.toUpperCase()} ${decl.path}` : route;
}

/** A fault in words, as the console lists it. */
export function describeFault(row: FaultRow): string {
  const one = row.remaining === 1;
  const which = row.remaining !== null ? (one ? 'The next' : `The next ${row.remaining}`) : row.share !== null ? `${Math.round(row.share * 100)}% of` : 'All';
  const s = one ? '' : 's';
  const verb = (plural: string, singular: string) => (one ? singular : plural);
  const team = row.team_id ? ` of team ${row.team_id.slice(0, 8)}` : '';
  switch (row.kind) {
    case 'status': {
      const retry = row.retry_after_seconds !== null ? ` (Retry-After: ${row.retry_after_seconds})` : '';
      const target = row.route === '*' ? `API request${s}${team}` : `request${s}${team} to ${routeWords(row.route)}`;
      return `${which} ${target} ${verb('answer', 'answers')} ${row.status} ${statusMessageFor(row.status ?? 500)}${retry}`;
    }
    case 'delay': {
      const target = row.route === '*' ? `API request${s}${team}` : `request${s}${team} to ${routeWords(row.route)}`;
      return `${which} ${target} ${verb('arrive', 'arrives')} ${(row.delay_ms ?? 0).toLocaleString('en-US')} ms late`;
    }
    case 'webhook_timeout':
      return `${which} webhook delivery attempt${s}${team} ${verb('time out', 'times out')} (the receiver still gets ${verb('them', 'it')})`;
    case 'webhook_duplicate':
      return `${which} webhook deliver${one ? 'y' : 'ies'}${team} ${verb('arrive', 'arrives')} twice`;
  }
}

export function faultView(row: FaultRow): Fault {
  return {
    id: row.id,
    kind: row.kind,
    route: row.route,
    teamId: row.team_id,
    status: row.status,
    retryAfterSeconds: row.retry_after_seconds,
    delayMs: row.delay_ms,
    remaining: row.remaining,
    share: row.share,
    hits: row.hits,
    createdAt: row.created_at,
    description: describeFault(row),
  };
}
