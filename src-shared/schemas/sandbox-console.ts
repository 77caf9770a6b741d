import { z } from 'zod';

export const FAULT_KINDS = ['status', 'delay', 'webhook_timeout', 'webhook_duplicate'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** POST /_sandbox/faults. The route name is checked against the routes faults apply to by the server. */
export const createFaultSchema = z
  .object({
    kind: z.enum(FAULT_KINDS),
    /** A route name of the contract (operationId), or '*' for every route faults apply to. Webhook faults take '*'. */
    route: z.string().min(1).max(100).default('*'),
    /** Only requests of this team's keys (or, for webhook faults, this team's deliveries). */
    teamId: z.string().min(1).optional(),
    status: z.union([z.literal(429), z.literal(500), z.literal(503)]).optional(),
    retryAfterSeconds: z.number().int().min(0).max(86_400).optional(),
    delayMs: z.number().int().min(1).max(60_000).optional(),
    /** Answer the next N matching requests, then remove the fault. */
    count: z.number().int().min(1).max(1_000_000).optional(),
    /** Answer this share of matching requests (0 < share <= 1). */
    share: z.number().gt(0).max(1).optional(),
  })
  .strict()
  .superRefine((fault, ctx) => {
    if (fault.kind === 'status' && fault.status === undefined) ctx.addIssue({ code: 'custom', path: ['status'], message: 'A status fault needs a status: 429, 500 or 503' });
    if (fault.kind !== 'status' && fault.status !== undefined) ctx.addIssue({ code: 'custom', path: ['status'], message: 'Only a status fault takes a status' });
    if (fault.retryAfterSeconds !== undefined && fault.status !== 429 && fault.status !== 503) ctx.addIssue({ code: 'custom', path: ['retryAfterSeconds'], message: 'Retry-After goes with 429 or 503' });
    if (fault.kind === 'delay' && fault.delayMs === undefined) ctx.addIssue({ code: 'custom', path: ['delayMs'], message: 'A delay fault needs delayMs' });
    if (fault.kind !== 'delay' && fault.delayMs !== undefined) ctx.addIssue({ code: 'custom', path: ['delayMs'], message: 'Only a delay fault takes delayMs' });
    if (fault.kind.startsWith('webhook_') && fault.route !== '*') ctx.addIssue({ code: 'custom', path: ['route'], message: "Webhook faults apply to deliveries, not routes: use '*'" });
  });
export type CreateFaultInput = z.infer<typeof createFaultSchema>;

/** POST /_sandbox/clock/advance: how far to move the sandbox clock forward (at least one unit). */
export const advanceClockSchema = z
  .object({
    days: z.number().min(0).max(3650).optional(),
    hours: z.number().min(0).max(87_600).optional(),
    minutes: z.number().min(0).max(5_256_000).optional(),
    seconds: z.number().min(0).max(315_360_000).optional(),
  })
  .strict()
  .refine((step) => (step.days ?? 0) + (step.hours ?? 0) + (step.minutes ?? 0) + (step.seconds ?? 0) > 0, { message: 'Move the clock forward by at least one second, minute, hour or day' });

/** POST /_sandbox/qr-codes/{qrCodeId}/scan: a simulated scan. */
export const simulateScanSchema = z
  .object({
    userAgent: z.string().max(500).optional(),
    /** A location label recorded with the scan and sent as `data.place` (an Inkpost extension). */
    place: z.string().max(200).optional(),
  })
  .strict();

/**
 * POST /_sandbox/webhooks/verify: recompute a signature with a secret, for a
 * delivery attempt, a message the built-in receiver got, or material pasted in.
 */
export const verifySignatureSchema = z
  .object({
    secret: z.string().min(1).max(500),
    deliveryId: z.string().min(1).optional(),
    /** The attempt of the delivery (default: its latest). */
    attempt: z.number().int().min(1).optional(),
    receivedId: z.number().int().min(1).optional(),
    timestamp: z.string().regex(/^\d{1,12}$/, { message: 'Unix seconds' }).optional(),
    signature: z.string().max(500).optional(),
    body: z.string().max(2_000_000).optional(),
  })
  .strict()
  .refine((input) => [input.deliveryId !== undefined, input.receivedId !== undefined, input.body !== undefined].filter(Boolean).length === 1, {
    message: 'Give one of deliveryId, receivedId, or timestamp, signature and body',
  })
  .refine((input) => input.body === undefined || (input.timestamp !== undefined && input.signature !== undefined), { message: 'A pasted body needs its timestamp and signature', path: ['signature'] });

export const RECEIVER_NAME = /^[A-Za-z0-9_-]{1,40}$/;
