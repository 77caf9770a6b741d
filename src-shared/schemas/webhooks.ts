import { z } from 'zod';
import { queryNumber } from './query-number.ts';
import { named } from '../contract/openapi-meta.ts';

export const WEBHOOK_EVENT_TYPES = ['qr_code.scanned'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_STATUSES = ['active', 'inactive'] as const;
export const MAX_WEBHOOK_URL_LENGTH = 2048;

/** Syntax only; HTTPS and the public-address rule are checked by the server (they depend on its settings and DNS). */
const webhookUrlSchema = z
  .string()
  .max(MAX_WEBHOOK_URL_LENGTH)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), { message: 'Must be an HTTPS URL' });

/** Body of POST /api/webhooks. */
export const createWebhookSchema = named(
  'WebhookInput',
  z.object({
    event_type: z.enum(WEBHOOK_EVENT_TYPES),
    url: webhookUrlSchema,
  }),
);

/** Body of PATCH /api/webhooks/{webhookId}: url and/or status. */
export const updateWebhookSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    status: z.enum(WEBHOOK_STATUSES).optional(),
  })
  .refine((patch) => patch.url !== undefined || patch.status !== undefined, { message: 'At least one of url or status is required' });

/** `data` of a qr_code.scanned event; extra fields are kept and delivered. */
export const qrCodeScannedDataSchema = z
  .object({
    scan_id: z.string().min(1),
    scanned_at: z.string().min(1),
    user_agent: z.string().nullable(),
    recipient_id: z.string().min(1),
    campaign_id: z.string().nullable(),
    slot_id: z.string().min(1),
    destination: z.string().min(1),
  })
  .passthrough();

export type QrCodeScannedData = z.infer<typeof qrCodeScannedDataSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** Query of GET /_sandbox/webhooks/deliveries. */
export const deliveriesQuerySchema = z
  .object({
    subscriptionId: z.string().min(1).optional(),
    teamId: z.string().min(1).optional(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
    limit: queryNumber(z.number().int().min(1).max(1000)).optional(),
  })
  .strict();

/** Body of POST /_sandbox/webhooks/events: emits an event as if it happened (sample scan data by default). */
export const emitEventSchema = z
  .object({
    teamId: z.string().min(1),
    eventType: z.enum(WEBHOOK_EVENT_TYPES).default('qr_code.scanned'),
    data: qrCodeScannedDataSchema.partial().passthrough().optional(),
  })
  .strict();
