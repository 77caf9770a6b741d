import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Clock } from '#core/base/clock.ts';
import { signedDocumentUrl } from '#core/domain/signed-urls.ts';
import { addRecipients, createCampaign, recipient } from '#core/test-support/fixtures.ts';
import { call, expectErrorBody, testCore } from '#core/test-support/test-core.ts';

function movableClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return { nowMs: () => Date.now() + offset, advance: (ms) => (offset += ms) };
}

async function renderedDocs(core: ReturnType<typeof testCore>) {
  const campaign = await createCampaign(core);
  const [r] = (await addRecipients(core, campaign.id, recipient())).body;
  await core.context.jobs.drain();
  return (await call(core, 'GET', `/api/recipients/${r.id}`, { key: core.keys.customerKey })).body.documents as { src: string }[];
}

const get = async (core: ReturnType<typeof testCore>, url: string) => {
  const u = new URL(url);
  const res = await core.app.request(u.pathname + u.search);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('signed document URLs', () => {
  it('serve the stored file without an API key while valid', async () => {
    const core = testCore();
    const [pdf] = await renderedDocs(core);
    const res = await get(core, signedDocumentUrl(core.context, pdf!.src));
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.bytes.equals(readFileSync(join(core.context.storageDir, pdf!.src)))).toBe(true);
  });

  it('refuse a changed path, expiry or signature', async () => {
    const core = testCore();
    const [pdf, preview] = await renderedDocs(core);
    const url = new URL(signedDocumentUrl(core.context, pdf!.src));
    const otherPath = new URL(url);
    otherPath.pathname = `/files/${preview!.src}`;
    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const forged = new URL(url);
    forged.searchParams.set('signature', 'a'.repeat(64));
    const traversal = new URL(url);
    traversal.pathname = `/files/${pdf!.src}/../../../../../../../keys.json`;
    for (const bad of [otherPath, longer, forged, traversal]) {
      const res = await get(core, bad.toString());
      expect(res.status, bad.toString()).toBe(403);
      expectErrorBody(JSON.parse(res.bytes.toString()), 403, 'Invalid signature');
    }
    const unsigned = new URL(url);
    unsigned.search = '';
    expect((await get(core, unsigned.toString())).status).toBe(403);
  });

  it('expire', async () => {
    const clock = movableClock();
    const core = testCore({ clock });
    const [pdf] = await renderedDocs(core);
    const url = signedDocumentUrl(core.context, pdf!.src, 60);
    expect((await get(core, url)).status).toBe(200);
    clock.advance(61_000);
    const res = await get(core, url);
    expect(res.status).toBe(403);
    expectErrorBody(JSON.parse(res.bytes.toString()), 403, 'This link has expired');
  });
});
