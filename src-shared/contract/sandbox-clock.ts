// The sandbox clock (an Inkpost extension): move time forward per data directory.
import { z } from 'zod';
import { advanceClockSchema } from '../schemas/sandbox-console.ts';
import { EXAMPLE_TIME, timestamp } from './common.ts';
import { ok, strict } from './define.ts';
import { consoleRoute } from './sandbox-group.ts';
import { named } from './openapi-meta.ts';

export const sandboxClockSchema = named('SandboxClock', strict({
  now: timestamp.describe('Sandbox time: what the API uses'),
  realNow: timestamp,
  offsetSeconds: z.number().describe('How far the sandbox clock is ahead of real time'),
  shifted: z.boolean().describe('The sandbox clock is not the real time'),
}));
export type SandboxClockView = z.infer<typeof sandboxClockSchema>;

const EXAMPLE = { now: '2026-12-23T09:18:41.123456+00:00', realNow: EXAMPLE_TIME, offsetSeconds: 2_592_000, shifted: true };

export const sandboxGetClock = consoleRoute({ method: 'get', path: '/_sandbox/clock', staleOn: ['sandbox.changed'], summary: 'The sandbox clock', responses: { 200: ok('Sandbox and real time', sandboxClockSchema, EXAMPLE) } });

export const sandboxAdvanceClock = consoleRoute({
  method: 'post',
  announces: ['sandbox.changed'],
  path: '/_sandbox/clock/advance',
  summary: 'Move the sandbox clock forward',
  description:
    'Every part of the API reads this clock: subscription cycles turn, signed URLs and hosted links expire, webhook retries fall due (and are sent at once), and new records carry the new date. Kept per data directory, across restarts. Webhook signatures keep the real time, so receivers still accept them.',
  body: { media: 'application/json', schema: advanceClockSchema, example: { days: 30 } },
  responses: { 200: ok('The clock', sandboxClockSchema, EXAMPLE) },
});

export const sandboxResetClock = consoleRoute({ method: 'delete', announces: ['sandbox.changed'], path: '/_sandbox/clock', summary: 'Back to real time', responses: { 200: ok('The clock', sandboxClockSchema, { ...EXAMPLE, now: EXAMPLE_TIME, offsetSeconds: 0, shifted: false }) } });
