import { z } from 'zod';
import { MAX_RECIPIENTS_PER_REQUEST } from './recipients.ts';

export const IMPORT_STATUSES = ['running', 'stopped', 'cancelled', 'failed', 'done'] as const;

const MAX_ROWS = 10_000_000;

export const importCreateSchema = z
  .object({
    file_name: z.string().trim().min(1, { message: 'Required' }).max(255),
    sheet: z.string().max(255).optional(),
    fingerprint: z.string().max(1000),
    rows_total: z.number().int().min(0).max(MAX_ROWS),
    /** An import the app began before: its progress so far. */
    rows_stored: z.number().int().min(0).max(MAX_ROWS).optional(),
    through_row: z.number().int().min(-1).max(MAX_ROWS).optional(),
  })
  .strict();

export const importUpdateSchema = z
  .object({
    status: z.enum(['running', 'cancelled', 'failed', 'done']),
    rows_total: z.number().int().min(0).max(MAX_ROWS).optional(),
    /** With `failed`: why the app stopped sending (a batch the server never answered, say). */
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .strict();

/** A batch's body; `data` is checked recipient by recipient in the domain (errors name data.<index>). */
export const importBatchSchema = z
  .object({
    through_row: z.number().int().min(0).max(MAX_ROWS),
    data: z.array(z.unknown()).min(1, { message: 'At least one recipient is required' }).max(MAX_RECIPIENTS_PER_REQUEST),
  })
  .strict();
