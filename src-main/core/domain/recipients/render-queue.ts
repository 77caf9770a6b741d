import type { CoreContext } from '#core/wiring/context.ts';
import { collectGarbage } from '#core/policy/heap-limits.ts';

export const RENDER_RECIPIENT_JOB = 'render-recipient';

export interface RenderRecipientPayload {
  recipientId: string;
}

/** Queues (re)rendering of a recipient's documents; runs after the caller's transaction commits. */
export function enqueueRecipientRender(core: CoreContext, recipientId: string): void {
  const payload: RenderRecipientPayload = { recipientId };
  core.jobs.enqueue(RENDER_RECIPIENT_JOB, payload, { subjectId: recipientId, maxAttempts: 3 });
}

/** Queues the renders of many recipients (a batch of them just created), in statements of many rows. */
export function enqueueRecipientRenders(core: CoreContext, recipientIds: readonly string[]): void {
  core.jobs.enqueueMany(RENDER_RECIPIENT_JOB, recipientIds.map((recipientId) => ({ payload: { recipientId } satisfies RenderRecipientPayload, subjectId: recipientId })), { maxAttempts: 3 });
}

/**
 * How long a bulk intake holds the render backlog (jobs' holdBacklog): an import's batches, or
 * API posts of at least BULK_INTAKE recipients, come every 100-300 ms, so renders wait until
 * the intake ends or pauses, then take the rows up. On two cores the renders of the rows stored
 * took CPU from the rows still coming, and the second render worker's start and the intake's
 * garbage made one peak of memory (docs/import.md, docs/performance.md). A recipient someone
 * looks at is still rendered at once (renderAhead).
 */
const BULK_INTAKE_HOLDS_RENDERS_MS = 2000;
export const BULK_INTAKE = 100;

/** How long before the hold ends the intake's garbage is collected (collectGarbage): ahead of the renders, off the intake. */
const COLLECT_BEFORE_RENDERS_MS = 200;
let collection: NodeJS.Timeout | undefined;

/**
 * A bulk intake just stored recipients: the render backlog waits for the next batch a moment,
 * and once the intake has ended the event loop's garbage is collected before the renders start
 * (one collection an intake: each batch puts it off).
 */
export function holdRendersForIntake(core: CoreContext, collect: () => void = collectGarbage): void {
  core.jobs.holdBacklog(BULK_INTAKE_HOLDS_RENDERS_MS);
  clearTimeout(collection);
  collection = setTimeout(collect, BULK_INTAKE_HOLDS_RENDERS_MS - COLLECT_BEFORE_RENDERS_MS);
  collection.unref();
}

/** Asks for a recipient's render ahead of the backlog (someone is looking at it); false when no render of it is pending or the workers are off. */
export function renderAhead(core: CoreContext, recipientId: string): boolean {
  return core.jobs.prioritize(recipientId);
}

/**
 * Renders a recipient ahead of the backlog and waits until its render ends
 * (rendered or failed) or `timeoutMs` passes; `isDone` reads the recipient's state.
 */
export async function renderNow(core: CoreContext, recipientId: string, isDone: () => boolean, timeoutMs = 30_000): Promise<void> {
  if (isDone()) return;
  await new Promise<void>((resolve) => {
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = core.events.subscribe((event) => {
      if (event.type === 'recipient.changed' && event.id === recipientId && isDone()) finish();
    });
    const timer = setTimeout(finish, timeoutMs);
    if (!renderAhead(core, recipientId) || isDone()) finish();
  });
}
