import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createNetworkPolicy } from './network-policy.ts';
import type { AssetFetcher } from './network-policy.ts';
import { fetchPinned } from './pinned-fetch.ts';

const PNG = new Uint8Array([137, 80, 78, 71]);

function fakeFetch(status = 200): { fetch: AssetFetcher; calls: string[][] } {
  const calls: string[][] = [];
  return {
    calls,
    fetch: async (url, addresses) => {
      calls.push([url.href, ...addresses]);
      return { status, contentType: 'image/png', body: PNG };
    },
  };
}

const dns: Record<string, string[]> = { 'cdn.example': ['93.184.216.34', '2606:2800:220:1::1'], 'evil.example': ['93.184.216.34', '10.0.0.1'], 'inside.example': ['192.168.0.10'] };
const resolve = async (host: string) => dns[host] ?? (/^[\d.:]+$/.test(host) ? [host] : Promise.reject(new Error('ENOTFOUND')));

describe('network policy', () => {
  it('fetches https images and fonts from public hosts, pinned to the vetted addresses', async () => {
    const f = fakeFetch();
    const policy = createNetworkPolicy({ resolve, fetch: f.fetch });
    expect(await policy.handle('https://cdn.example/a.png', 'image')).toEqual({ allow: true, asset: { status: 200, contentType: 'image/png', body: PNG } });
    expect((await policy.handle('https://cdn.example/f.woff2', 'font')).allow).toBe(true);
    expect(f.calls[0]).toEqual(['https://cdn.example/a.png', '93.184.216.34', '2606:2800:220:1::1']);
  });

  it.each([
    ['http://cdn.example/a.png', 'image', /http: URLs/],
    ['file:///etc/passwd', 'image', /file: URLs/],
    ['https://cdn.example/a.css', 'stylesheet', /stylesheet requests/],
    ['https://cdn.example/a.js', 'script', /script requests/],
    ['https://cdn.example/api', 'fetch', /fetch requests/],
    ['https://cdn.example/', 'document', /document requests/],
    ['https://cdn.example/v.mp4', 'media', /media requests/],
    ['https://127.0.0.1/a.png', 'image', /non-public address 127.0.0.1/],
    ['https://[::1]/a.png', 'image', /non-public address ::1/],
    ['https://10.2.3.4/a.png', 'image', /non-public/],
    ['https://169.254.169.254/a.png', 'image', /non-public/],
    ['https://inside.example/a.png', 'image', /non-public address 192.168.0.10/],
    ['https://evil.example/a.png', 'image', /non-public address 10.0.0.1/],
    ['https://nowhere.example/a.png', 'image', /does not resolve/],
    ['https://user:pw@cdn.example/a.png', 'image', /credentials/],
    ['data:text/html,<p>x</p>', 'image', /only data:image/],
  ])('refuses %s (%s) without fetching', async (url, type, reason) => {
    const f = fakeFetch();
    const decision = await createNetworkPolicy({ resolve, fetch: f.fetch }).handle(url, type);
    expect(decision.allow).toBe(false);
    expect(decision.allow ? '' : decision.reason).toMatch(reason);
    expect(f.calls).toEqual([]);
  });

  it('does not follow redirects', async () => {
    const decision = await createNetworkPolicy({ resolve, fetch: fakeFetch(301).fetch }).handle('https://cdn.example/a.png', 'image');
    expect(decision).toEqual({ allow: false, reason: 'redirect (301) not followed' });
  });

  it('times out slow assets', async () => {
    const slow: AssetFetcher = (_url, _a, signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await createNetworkPolicy({ resolve, fetch: slow, timeoutMs: 50 }).handle('https://cdn.example/a.png', 'image')).toEqual({ allow: false, reason: 'timed out' });
  });
});

describe('fetchPinned', () => {
  it('connects to the pinned address whatever the host name, and returns 3xx without following it', async () => {
    const hits: string[] = [];
    const server = createServer((req, res) => {
      hits.push(`${req.headers.host} ${req.url}`);
      if (req.url === '/moved') res.writeHead(302, { location: '/target' }).end();
      else res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from(PNG));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const fetch = fetchPinned(1024);
      const ok = await fetch(new URL(`http://pinned.invalid:${port}/img`), ['127.0.0.1'], AbortSignal.timeout(5000));
      expect(ok).toMatchObject({ status: 200, contentType: 'image/png' });
      expect([...ok.body]).toEqual([...PNG]);
      const moved = await fetch(new URL(`http://pinned.invalid:${port}/moved`), ['127.0.0.1'], AbortSignal.timeout(5000));
      expect(moved.status).toBe(302);
      expect(hits).toEqual([`pinned.invalid:${port} /img`, `pinned.invalid:${port} /moved`]);
      await expect(fetchPinned(2)(new URL(`http://pinned.invalid:${port}/img`), ['127.0.0.1'], AbortSignal.timeout(5000))).rejects.toThrow(/larger than 2 bytes/);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
