// Enums as the app shows them: words, never raw values.

export const CAMPAIGN_STATUS_WORDS: Record<string, string> = { pending: 'Pending payment', ready: 'Ready', paused: 'Paused', stopped: 'Stopped', shipped: 'Shipped', deleted: 'Deleted' };
export const FREQUENCY_WORDS: Record<string, string> = { oneTime: 'One-time', recurring: 'Recurring' };
export const DELIVERY_WORDS: Record<string, string> = { directMail: 'Direct mail', bulkShipping: 'Bulk shipping' };
export const RECIPIENT_STATUS_WORDS: Record<string, string> = { pending: 'pending', invalid: 'invalid', ready: 'ready', printing: 'printing', shipped: 'shipped', delivered: 'delivered', deleted: 'deleted' };

/** "12 recipients: 3 pending, 9 ready": the statuses that have recipients, in the order mail moves. */
export function recipientCounts(metrics: Readonly<Record<string, number>>): string {
  const parts = Object.keys(RECIPIENT_STATUS_WORDS)
    .filter((status) => status !== 'deleted' && (metrics[status] ?? 0) > 0)
    .map((status) => `${metrics[status]} ${RECIPIENT_STATUS_WORDS[status]}`);
  const total = metrics['total'] ?? 0;
  return `${total} recipient${total === 1 ? '' : 's'}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}
