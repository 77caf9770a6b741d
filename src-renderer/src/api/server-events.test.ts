import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { coalescingStaleMarker } from './server-events.ts';

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
    const stale = coalescingStaleMarker(queryClient, 20);
    const list = watched(queryClient, 'campaignsList');
    await expect.poll(() => list.reads.length).toBe(1);
    list.reads[0]!(0);
    await expect.poll(() => list.data()).toBe(0);
    // A batch stored, a read starts; another batch stored before it is answered.
    stale.onEvent({ type: 'recipient.changed' });
    await expect.poll(() => list.reads.length).toBe(2);
    stale.onEvent({ type: 'recipient.changed' });
    list.reads[1]!(1000);
    await expect.poll(() => list.data()).toBe(1000);
    list.unsubscribe();
    stale.stop();
  });

  it('read at once on the first event, then at most once an interval while events stream in, and once more after the last', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stale = coalescingStaleMarker(queryClient, 200);
    let reads = 0;
    const observer = new QueryObserver(queryClient, { queryKey: ['importsList'], queryFn: () => ++reads });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => reads).toBe(1);
    stale.onEvent({ type: 'import.changed' });
    await expect.poll(() => reads).toBe(2); // the first event: at once
    for (let i = 0; i < 10; i++) stale.onEvent({ type: 'import.changed' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(2); // the ten that followed wait for the interval's end...
    await expect.poll(() => reads).toBe(3); // ...and make one read together
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(reads).toBe(3); // nothing more came: no more reads
    unsubscribe();
    stale.stop();
  });

  it('wait longer between reads of a route whose reads are slow: five times as long as they took, two seconds at most', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stale = coalescingStaleMarker(queryClient, 50);
    const readsAt: number[] = [];
    const observer = new QueryObserver(queryClient, { queryKey: ['campaignTimeline'], queryFn: () => (readsAt.push(performance.now()), new Promise<number>((resolve) => setTimeout(() => resolve(readsAt.length), 60))) });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => readsAt.length).toBe(1);
    await expect.poll(() => queryClient.getQueryData(['campaignTimeline'])).toBe(1);
    const first = performance.now();
    stale.onEvent({ type: 'campaign.changed' }); // read at once; it takes 60 ms
    await expect.poll(() => readsAt.length).toBe(2);
    for (let i = 0; i < 5; i++) stale.onEvent({ type: 'campaign.changed' });
    await expect.poll(() => readsAt.length, { timeout: 3000 }).toBe(3);
    expect(readsAt[2]! - first).toBeGreaterThanOrEqual(250); // not after the 50 ms interval: after five times the 60 ms read
    unsubscribe();
    stale.stop();
  });

  it('never wait longer than the cap, however slow the reads', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stale = coalescingStaleMarker(queryClient, 50, 150);
    const readsAt: number[] = [];
    const observer = new QueryObserver(queryClient, { queryKey: ['campaignTimeline'], queryFn: () => (readsAt.push(performance.now()), new Promise<number>((resolve) => setTimeout(() => resolve(readsAt.length), 60))) });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => queryClient.getQueryData(['campaignTimeline'])).toBe(1);
    const first = performance.now();
    stale.onEvent({ type: 'campaign.changed' });
    await expect.poll(() => readsAt.length).toBe(2);
    stale.onEvent({ type: 'campaign.changed' });
    await expect.poll(() => readsAt.length, { timeout: 3000 }).toBe(3);
    expect(readsAt[2]! - first).toBeLessThan(290); // five times the 60 ms read would be 300 ms: the 150 ms cap came first
    unsubscribe();
    stale.stop();
  });

  it('after a payment, make the open recipient panel read its recipient again', () => {
    const queryClient = new QueryClient();
    const stale = coalescingStaleMarker(queryClient);
    queryClient.setQueryData(['getRecipient', { params: { recipientId: 'r1' } }], { status: 'pending' });
    queryClient.setQueryData(['recipientActivity', { params: { recipientId: 'r1' } }], { status: 'pending' });
    stale.onEvent({ type: 'checkout.changed' });
    expect(queryClient.getQueryState(['getRecipient', { params: { recipientId: 'r1' } }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['recipientActivity', { params: { recipientId: 'r1' } }])?.isInvalidated).toBe(true);
    stale.stop();
  });

  it("make stale what each route declares it goes stale on (the console's routes too), and nothing else", () => {
    const queryClient = new QueryClient();
    const stale = coalescingStaleMarker(queryClient);
    for (const route of ['sandboxTeams', 'faultsList', 'campaignsList', 'designsList']) queryClient.setQueryData([route], []);
    stale.onEvent({ type: 'sandbox.changed' });
    expect(queryClient.getQueryState(['sandboxTeams'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['faultsList'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['campaignsList'])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['designsList'])?.isInvalidated).toBe(false);
    stale.stop();
  });
});
