import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { markStale } from './server-events.ts';

/** A query in view whose reads are answered by hand, in order. */
function watched(queryClient: QueryClient, route: string) {
  const reads: ((value: number) => void)[] = [];
  const observer = new QueryObserver(queryClient, { queryKey: [route], queryFn: () => new Promise<number>((resolve) => reads.push(resolve)) });
  const unsubscribe = observer.subscribe(() => {});
  return { reads, data: () => queryClient.getQueryData<number>([route]), unsubscribe };
}

describe('server events', () => {
  it('let a read on its way finish when the next event comes (counts move during an import)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list = watched(queryClient, 'campaignsList');
    await expect.poll(() => list.reads.length).toBe(1);
    list.reads[0]!(0);
    await expect.poll(() => list.data()).toBe(0);
    // A batch stored, a read starts; another batch stored before it is answered.
    void markStale(queryClient, { type: 'recipient.changed' });
    await expect.poll(() => list.reads.length).toBe(2);
    void markStale(queryClient, { type: 'recipient.changed' });
    list.reads[1]!(1000);
    await expect.poll(() => list.data()).toBe(1000);
    list.unsubscribe();
  });

  it('after a payment, make the open recipient panel read its recipient again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['getRecipient', { params: { recipientId: 'r1' } }], { status: 'pending' });
    queryClient.setQueryData(['recipientActivity', { params: { recipientId: 'r1' } }], { status: 'pending' });
    await markStale(queryClient, { type: 'checkout.changed' });
    expect(queryClient.getQueryState(['getRecipient', { params: { recipientId: 'r1' } }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['recipientActivity', { params: { recipientId: 'r1' } }])?.isInvalidated).toBe(true);
  });
});
