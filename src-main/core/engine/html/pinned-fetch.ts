import { loadUndici } from '#core/base/lazy-undici.ts';
import { answerLookup } from '#core/base/pinned-lookup.ts';
import type { AssetFetcher, FetchedAsset } from './asset-fetcher.ts';

async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new Error(`asset larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The real asset fetcher: undici over a one-off Agent whose DNS lookup returns
 * only the addresses the policy vetted (no second, different DNS answer), TLS
 * verified against the URL's host name, redirect: 'manual', no cookies.
 */
export function fetchPinned(maxBytes: number): AssetFetcher {
  return async (url, addresses, signal): Promise<FetchedAsset> => {
    const { Agent, fetch } = await loadUndici();
    const agent = new Agent({ connect: { lookup: (hostname, options, callback) => answerLookup(hostname, addresses, options, callback) }, connections: 1, pipelining: 0 });
    try {
      const res = await fetch(url, { dispatcher: agent, redirect: 'manual', signal, headers: { accept: 'image/*,font/*,*/*;q=0.5', 'user-agent': 'Inkpost-Renderer' } });
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel();
        return { status: res.status, contentType: null, body: new Uint8Array(0) };
      }
      const declared = Number(res.headers.get('content-length') ?? '0');
      if (declared > maxBytes) {
        await res.body?.cancel();
        throw new Error(`asset larger than ${maxBytes} bytes`);
      }
      const body = await readCapped(res.body, maxBytes);
      return { status: res.status, contentType: res.headers.get('content-type'), body };
    } finally {
      void agent.close();
    }
  };
}
