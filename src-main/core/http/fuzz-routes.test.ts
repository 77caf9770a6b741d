import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { Statement } from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT, type RouteName } from '#shared/contract/index.ts';
import type { RouteDecl } from '#shared/contract/define.ts';
import type { Db } from '../db/connection.ts';
import type { Core } from '../wiring/create-core.ts';
import { addRecipients, createCampaign, recipient, sandboxTeam } from '../test-support/fixtures.ts';
import { testCore } from '../test-support/test-core.ts';
import { uiSessionHeaders } from '../test-support/ui-session.ts';

// Property-based fuzzing of every declared route (fast-check): params, query and
// body drawn from the declared examples with one part mutated, from arbitrary
// JSON, and from keys named like built-in properties. For every request: no 5xx,
// a 4xx is the common error body, and a refused request writes nothing (every
// table's rows and the storage folder are unchanged). A failure prints the seed
// and the shrunk request; rerun with FUZZ_SEED=<seed>.
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_251_123);
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 30);
// Tables that record refused requests on purpose (the console's request log) are not state.
// The table a refused request changes by design: the request log records it.
const LOG_TABLES = new Set(['request_log']);

const SPECIAL_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '_errors', 'prototype', ''];
const weirdString = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...SPECIAL_KEYS, 'x'.repeat(5000), '\u0000', '../../etc/passwd', '%00', 'javascript:alert(1)', 'https://127.0.0.1:22/x', '1e309', '-1', '😀'));
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  weirdString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [null]),
  // Objects keyed by built-in property names, where records of caller-chosen keys are expected.
  fc.dictionary(fc.constantFrom(...SPECIAL_KEYS), fc.oneof(fc.constantFrom(true, null, {}, [], 'x'), fc.jsonValue({ maxDepth: 1 })), { minKeys: 1, maxKeys: 2 }),
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Paths of every object and array inside a JSON value, the root included. */
function containers(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const inner = Array.isArray(value) ? value.flatMap((v, i) => containers(v, [...at, i])) : Object.entries(value).flatMap(([k, v]) => containers(v, [...at, k]));
  return [at, ...inner];
}

interface Mutation {
  pick: number;
  kind: 'replace' | 'delete' | 'add';
  key: string;
  value: unknown;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  pick: fc.nat(),
  kind: fc.oneof({ arbitrary: fc.constant('replace' as const), weight: 2 }, { arbitrary: fc.constant('add' as const), weight: 2 }, { arbitrary: fc.constant('delete' as const), weight: 1 }),
  key: fc.oneof({ arbitrary: fc.constantFrom(...SPECIAL_KEYS), weight: 3 }, { arbitrary: fc.string({ maxLength: 12 }), weight: 1 }),
  value: weirdValue,
});

/** The example with one place changed: a value replaced, a key removed or a key added (JSON text, so `__proto__` stays a key). */
function mutate(example: unknown, m: Mutation): string {
  const root = JSON.parse(JSON.stringify(example ?? {})) as Json;
  const places = containers(root);
  if (places.length === 0) return JSON.stringify(m.value);
  const path = places[m.pick % places.length]!;
  let node = root as Record<string, Json> | Json[];
  for (const step of path) node = (node as Record<string | number, Json>)[step] as Record<string, Json>;
  const keys = Object.keys(node);
  const target = Array.isArray(node) ? (keys.length > 0 ? m.pick % keys.length : 0) : (keys[m.pick % Math.max(1, keys.length)] ?? m.key);
  if (m.kind === 'delete' && keys.length > 0) {
    if (Array.isArray(node)) node.splice(Number(target), 1);
    else delete node[String(target)];
  } else if (m.kind === 'add' && !Array.isArray(node)) {
    // Written into the text, not the object: an own `__proto__` key survives only this way.
    node['__fuzz_marker__'] = 0;
    return JSON.stringify(root).replace('"__fuzz_marker__":0', `${JSON.stringify(m.key)}:${JSON.stringify(m.value)}`);
  } else {
    (node as Record<string | number, unknown>)[target] = m.value;
  }
  return JSON.stringify(root);
}

/** Prepared once per connection: preparing a statement per table per request was half the file's time. */
const statements = new WeakMap<Db, { tables: Statement<[]>; rows: Map<string, Statement<[]>> }>();

/** Every table's rows and the storage folder's files, hashed one by one: what a refused request must leave as it was. */
function stateHashes(core: Core): Record<string, string> {
  const db = core.context.db;
  let prepared = statements.get(db);
  if (!prepared) statements.set(db, (prepared = { tables: db.prepare<[]>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"), rows: new Map() }));
  const hashes: Record<string, string> = {};
  for (const { name } of prepared.tables.all() as { name: string }[]) {
    if (LOG_TABLES.has(name)) continue;
    let rows = prepared.rows.get(name);
    if (!rows) prepared.rows.set(name, (rows = db.prepare<[]>(`SELECT * FROM "${name}" ORDER BY rowid`)));
    const hash = createHash('sha256');
    for (const row of rows.iterate()) {
      // The AUTOINCREMENT counters of the log tables move with them.
      if (name === 'sqlite_sequence' && LOG_TABLES.has((row as { name: string }).name)) continue;
      hash.update(JSON.stringify(row));
    }
    hashes[name] = hash.digest('hex');
  }
  hashes['(storage files)'] = createHash('sha256').update(JSON.stringify(readdirSync(core.context.storageDir, { recursive: true }).sort())).digest('hex');
  return hashes;
}

/** The tables (or the storage folder) whose contents differ. */
function changed(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]);
}

function credential(route: RouteDecl, core: Core, uiSession: Record<string, string>): Record<string, string> {
  if (route.auth === 'ui') return uiSession;
  if (route.auth === 'admin') return { Authorization: `Bearer ${core.keys.adminToken}` };
  if (route.auth === 'partner') return { 'X-API-Key': core.keys.partnerKey };
  if (route.auth === 'customer' || route.auth === 'any-key') return { 'X-API-Key': core.keys.customerKey };
  return {};
}

function bodyFor(route: RouteDecl, text: string): { body?: string | Uint8Array; type?: string } {
  const media = route.body?.media;
  if (!media || route.method === 'get') return {};
  if (media === 'application/json') return { body: text, type: 'application/json' };
  if (media === 'application/x-www-form-urlencoded') {
    const flat = JSON.parse(text) as unknown;
    const fields: [string, string][] = flat && typeof flat === 'object' && !Array.isArray(flat) ? Object.entries(flat).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? '']) : [['value', text]];
    return { body: new URLSearchParams(fields).toString(), type: media };
  }
  return { body: new TextEncoder().encode(text), type: media };
}

describe('fuzzing every route', () => {
  it(`never answers 5xx, answers 4xx in the common body, and a refused request writes nothing (seed ${SEED}, ${RUNS} runs per route)`, async () => {
    const core = testCore({ workers: false });
    await sandboxTeam(core, { attachments: true });
    const campaign = await createCampaign(core);
    const [row] = (await addRecipients(core, campaign.id, recipient())).body;
    const ids = [campaign.id, row.id, core.keys.teamId, '00000000-0000-4000-8000-000000000000'];
    const uiSession = await uiSessionHeaders(core);
    const param = fc.oneof(fc.constantFrom(...ids), weirdString);
    const query = fc.dictionary(fc.oneof(fc.constantFrom('limit', 'status', 'teamId', 'subscriptionId', 'type', 'page', 'preview', 'billingRedirectUrl', 'frequency', ...SPECIAL_KEYS), fc.string({ maxLength: 8 })), weirdString, { maxKeys: 3 });
    const request = fc.record({ mutation, params: fc.array(param, { minLength: 3, maxLength: 3 }), query, raw: fc.option(fc.jsonValue({ maxDepth: 2 }), { freq: 4 }) });

    const stream = (route: RouteDecl) => Object.values(route.responses).some((r) => typeof r === 'object' && r.media === 'text/event-stream');
    const routes = (Object.entries(CONTRACT) as [RouteName, RouteDecl][]).filter(([, route]) => !stream(route));
    const seen = new Map<number, number>();
    // The state after a refused request is the state before the next one (nothing runs between requests:
    // no workers), so it is not hashed twice. Were anything to change the state in between, the next
    // refused request would be reported as having changed it: a false alarm, never a miss.
    let hashedAfter: Record<string, string> | undefined;
    for (const [name, route] of routes) {
      await fc.assert(
        fc.asyncProperty(request, async ({ mutation: m, params, query: q, raw }) => {
          let i = 0;
          const path = route.path.replace(/\{([A-Za-z]+)\}/g, (_, key: string) => (key === 'path' ? `teams/${params[i++ % 3]}/x.pdf` : encodeURIComponent(String(params[i++ % 3]))));
          const search = new URLSearchParams(Object.entries(q)).toString();
          const text = raw !== null ? JSON.stringify(raw) : mutate(route.body?.example, m);
          const { body, type } = bodyFor(route, text);
          const before = hashedAfter ?? stateHashes(core);
          hashedAfter = undefined;
          const res = await core.app.request(`${path}${search ? `?${search}` : ''}`, {
            method: route.method.toUpperCase(),
            headers: { ...credential(route, core, uiSession), ...(type ? { 'Content-Type': type } : {}) },
            ...(body === undefined ? {} : { body }),
          });
          const answer = await res.text();
          // POST /_ui/session's own answer to a token that is not the printed one is 401; any other 401 is a credential the fuzz lost.
          if (!(name === 'uiSession' && res.status === 401)) seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
          const label = `${name}: ${route.method.toUpperCase()} ${path.slice(0, 200)}?${search.slice(0, 200)} ${text.slice(0, 300)} -> ${res.status} ${answer.slice(0, 300)}`;
          expect(res.status, label).toBeLessThan(500);
          if (res.status >= 400) {
            if (!String(res.headers.get('content-type')).includes('text/html')) {
              const parsed = JSON.parse(answer) as Record<string, unknown>;
              expect(Object.keys(parsed).filter((k) => k !== 'data').sort(), label).toEqual(['error', 'message', 'statusCode', 'statusMessage', 'url']);
              expect(parsed['error'], label).toBe(true);
              expect(parsed['statusCode'], label).toBe(res.status);
            }
            hashedAfter = stateHashes(core);
            expect(changed(before, hashedAfter), `refused, yet state changed: ${label}`).toEqual([]);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
    await core.context.htmlEngine().close();
    // The requests reach the handlers: successes, validation and not-found answers, not credential failures.
    const count = (status: number) => seen.get(status) ?? 0;
    expect(count(200) + count(201), JSON.stringify([...seen])).toBeGreaterThan(100);
    expect(count(400), JSON.stringify([...seen])).toBeGreaterThan(300);
    expect(count(404), JSON.stringify([...seen])).toBeGreaterThan(50);
    expect(count(401), JSON.stringify([...seen])).toBe(0);
  }, 300_000);
});
