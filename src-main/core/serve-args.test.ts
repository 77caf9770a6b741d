import { describe, expect, it } from 'vitest';
import { parseServeArgs } from './serve-args.ts';

describe('parseServeArgs', () => {
  it('reads --allow-private-webhooks (off by default)', () => {
    expect(parseServeArgs(['--data-dir', '/tmp/x']).allowPrivateWebhooks).toBe(false);
    expect(parseServeArgs(['--data-dir', '/tmp/x', '--allow-private-webhooks'])).toMatchObject({ allowPrivateWebhooks: true, dataDir: '/tmp/x', port: undefined });
  });

  it('runs background workers unless --no-workers', () => {
    expect(parseServeArgs(['--data-dir', '/tmp/x']).workers).toBe(true);
    expect(parseServeArgs(['--data-dir', '/tmp/x', '--no-workers']).workers).toBe(false);
  });

  it('reads repeated --retention limits (none by default)', () => {
    expect(parseServeArgs([]).retention).toEqual({});
    expect(parseServeArgs(['--retention', 'jobs=3d', '--retention', 'webhook-deliveries=14d/2000']).retention).toEqual({
      jobs: { days: 3, maxRows: 10_000 },
      'webhook-deliveries': { days: 14, maxRows: 2000 },
    });
    expect(() => parseServeArgs(['--retention', 'logs=3d'])).toThrow(/--retention/);
  });

  it('refuses a port out of range and unknown flags', () => {
    expect(() => parseServeArgs(['--port', '70000'])).toThrow(/--port/);
    expect(() => parseServeArgs(['--colour', 'red'])).toThrow();
  });

  it('leaves the port to the data directory unless --port is given, and reads --public-url', () => {
    expect(parseServeArgs([]).port).toBeUndefined();
    expect(parseServeArgs(['--port', '0']).port).toBe(0);
    expect(parseServeArgs(['--port', '5000', '--public-url', 'https://ink.example.com/']).publicUrl).toBe('https://ink.example.com');
    expect(() => parseServeArgs(['--public-url', 'https://ink.example.com/api'])).toThrow(/--public-url/);
    expect(() => parseServeArgs(['--public-url', 'ftp://x'])).toThrow(/--public-url/);
    expect(() => parseServeArgs(['--port', '-1'])).toThrow(/--port/);
  });
});
