import { describe, expect, it } from 'vitest';
import { parseServeArgs } from './serve-args.ts';

describe('parseServeArgs', () => {
  it('reads --allow-private-webhooks (off by default)', () => {
    expect(parseServeArgs(['--data-dir', '/tmp/x']).allowPrivateWebhooks).toBe(false);
    expect(parseServeArgs(['--data-dir', '/tmp/x', '--allow-private-webhooks'])).toMatchObject({ allowPrivateWebhooks: true, dataDir: '/tmp/x', port: 0 });
  });
});
