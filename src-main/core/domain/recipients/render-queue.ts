import type { CoreContext } from '../../context.ts';

export const RENDER_RECIPIENT_JOB = 'render-recipient';

export interface RenderRecipientPayload {
  recipientId: string;
}

/** Queues (re)rendering of a recipient's documents; runs after the caller's transaction commits. */
export function enqueueRecipientRender(core: CoreContext, recipientId: string): void {
  const payload: RenderRecipientPayload = { recipientId };
  core.jobs.enqueue(RENDER_RECIPIENT_JOB, payload, { subjectId: recipientId, maxAttempts: 3 });
}
