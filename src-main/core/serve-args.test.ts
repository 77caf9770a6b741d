import { describe, expect, it } from 'vitest';
import { parseServeArgs } from './serve-args.ts';

describe('parseServeArgs', () => {
  it('reads --allow-private-webhooks (off by default)', () => {
    expect(parseServeArgs(['--data-dir', '/tmp/x']).allowPrivateWebhooks).toBe(false);
    expect(parseServeArgs(['--data-dir', '/tmp/x', '--allow-private-webhooks'])).toMatchObject({ allowPrivateWebhooks: true, dataDir: '/tmp/x', port: 0 });
  });

  it('runs background workers unless --no-workers', () => {
    expect(parseServeArgs(['--data-dir', '/tmp/x']).workers).toBe(true);
    expect(parseServeArgs(['--data-dir', '/tmp/x', '--no-workers']).workers).toBe(false);
  });

  it('refuses a port out of range and unknown flags', () => {
    expect(() => parseServeArgs(['--port', '70000'])).toThrow(/--port/);
    expect(() => parseServeArgs(['--colour', 'red'])).toThrow();
  });
});
