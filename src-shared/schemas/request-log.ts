import { z } from 'zod';
import { queryNumber } from './query-number.ts';

export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];
export const REQUEST_SOURCES = ['client', 'app'] as const;

/** Query of GET /_sandbox/request-log: filters, and a cursor (ids are increasing). */
export const requestLogQuerySchema = z
  .object({
    status: z.enum(STATUS_CLASSES).optional(),
    /** Part of the path. */
    path: z.string().max(500).optional(),
    /** Any text of the entry: path, query, bodies, message. */
    q: z.string().max(500).optional(),
    teamId: z.string().min(1).optional(),
    keyId: z.string().min(1).optional(),
    /** client: what your app sent (no browser); app: the Inkpost UI or the API reference in a browser; all (default). */
    source: z.enum([...REQUEST_SOURCES, 'all']).optional(),
    before: queryNumber(z.number().int().min(1)).optional(),
    after: queryNumber(z.number().int().min(0)).optional(),
    limit: queryNumber(z.number().int().min(1).max(1000)).optional(),
  })
  .strict();

/** PATCH /_sandbox/request-log/settings. */
export const requestLogSettingsPatchSchema = z
  .object({
    enabled: z.boolean().optional(),
    maxEntries: z.number().int().min(100).max(1_000_000).optional(),
    maxAgeHours: z.number().int().min(1).max(24 * 365).optional(),
    bodyCapBytes: z.number().int().min(0).max(1_048_576).optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'At least one setting is required' });
export type RequestLogSettingsPatch = z.infer<typeof requestLogSettingsPatchSchema>;
