// Shared set-up of the webhook delivery tests: a core with a steppable clock and
// fake DNS, local receivers closed after each test, and sandbox shortcuts.
import { afterEach, expect } from 'vitest';
import type { Core } from '../wiring/create-core.ts';
import { call, testCore } from './test-core.ts';
import { fakeResolver, type ManualClock, manualClock } from './webhook-fixtures.ts';
import { type Receiver, type Reply, startReceiver } from './test-receiver.ts';

const receivers: Receiver[] = [];
afterEach(async () => {
  while (receivers.length > 0) await receivers.pop()?.close();
});

export async function receiver(reply?: (request: { body: Buffer }, index: number) => Reply): Promise<Receiver> {
  const started = await startReceiver(reply);
  receivers.push(started);
  return started;
}

export interface Setup {
  core: Core;
  clock: ManualClock;
  admin: Record<string, string>;
}

export function setup(options: { dataDir?: string; clock?: ManualClock; timeoutMs?: number } = {}): Setup {
  const clock = options.clock ?? manualClock();
  const core = testCore({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    clock,
    allowPrivateWebhooks: true,
    webhooks: { resolveHost: fakeResolver, timeoutMs: options.timeoutMs ?? 2000, random: () => 0.5 },
  });
  return { core, clock, admin: { Authorization: `Bearer ${core.keys.adminToken}` } };
}

export async function subscribe(core: Core, url: string, key = core.keys.customerKey): Promise<{ id: string; secret: string }> {
  const res = await call(core, 'POST', '/api/webhooks', { key, body: { event_type: 'qr_code.scanned', url } });
  if (res.status !== 201) throw new Error(`subscribe failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const SCAN = {
  scan_id: 'scan-1',
  scanned_at: '2026-03-01T10:00:00.000000+00:00',
  user_agent: 'Mozilla/5.0 (iPhone)',
  recipient_id: 'rec-1',
  campaign_id: 'camp-1',
  slot_id: 'front-qr',
  destination: 'https://shop.example.com/offer',
};

export async function emit(s: Setup, teamId = s.core.keys.teamId, data: Record<string, unknown> = SCAN) {
  const res = await call(s.core, 'POST', '/_sandbox/webhooks/events', { headers: s.admin, body: { teamId, data } });
  expect(res.status).toBe(201);
  return res.body as { eventId: string | null; deliveryIds: string[] };
}

export async function delivery(s: Setup, id: string) {
  const res = await call(s.core, 'GET', `/_sandbox/webhooks/deliveries/${id}`, { headers: s.admin });
  expect(res.status).toBe(200);
  return res.body;
}

