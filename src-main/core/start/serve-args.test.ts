import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseServeArgs, SERVE_FLAG_LIST, ServeArgsError } from './serve-args.ts';

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

  it('reads every flag from its environment variable, and the flag wins', () => {
    const env = { INKPOST_PORT: '5100', INKPOST_DATA_DIR: '/tmp/env', INKPOST_PUBLIC_URL: 'https://env.example.com', INKPOST_NO_WORKERS: '1', INKPOST_ALLOW_PRIVATE_WEBHOOKS: 'true', INKPOST_RETENTION: 'jobs=3d, qr-scans=/50' };
    expect(parseServeArgs([], env)).toMatchObject({ port: 5100, dataDir: '/tmp/env', publicUrl: 'https://env.example.com', workers: false, allowPrivateWebhooks: true, retention: { jobs: { days: 3 }, 'qr-scans': { maxRows: 50 } } });
    expect(parseServeArgs(['--port', '5200', '--data-dir', '/tmp/flag'], env)).toMatchObject({ port: 5200, dataDir: '/tmp/flag' });
    expect(parseServeArgs([], { INKPOST_NO_WORKERS: '0', INKPOST_PORT: '' }, )).toMatchObject({ workers: true, port: undefined });
  });

  it('names the flag or the variable it refuses in one line', () => {
    const refusal = (argv: string[], env = {}) => {
      try {
        parseServeArgs(argv, env);
      } catch (error) {
        return error instanceof ServeArgsError ? { message: error.message, flag: error.flag } : error;
      }
      return undefined;
    };
    expect(refusal(['--colour', 'red'])).toEqual({ message: "Unknown option '--colour'", flag: '--colour' });
    expect(refusal([], { INKPOST_PORT: 'x' })).toEqual({ message: "INKPOST_PORT must be 0-65535, got 'x'", flag: 'INKPOST_PORT' });
    expect(refusal([], { INKPOST_NO_WORKERS: 'maybe' })).toMatchObject({ flag: 'INKPOST_NO_WORKERS' });
    expect(refusal([], { INKPOST_RETENTION: 'logs=3d' })).toMatchObject({ message: expect.stringMatching(/^INKPOST_RETENTION takes/), flag: 'INKPOST_RETENTION' });
    expect(refusal(['--port'])).toMatchObject({ flag: '--port' });
  });

  it('declares each flag once with its variable, default and help', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const flag of SERVE_FLAG_LIST) {
      expect(flag.env).toBe(`INKPOST_${flag.name.toUpperCase().replaceAll('-', '_')}`);
      // The README's table of flags names each with its variable.
      expect(readme).toContain(`| \`--${flag.name}${flag.valueHint ? ` ${flag.valueHint}` : ''}\` | \`${flag.env}\` |`);
      expect(flag.help.length).toBeGreaterThan(10);
      expect(flag.defaultText).not.toBe('');
    }
  });

  it('reads --host, repeated --allowed-host and --log (127.0.0.1, none and off by default)', () => {
    expect(parseServeArgs([], {})).toMatchObject({ host: '127.0.0.1', allowedHosts: [], log: undefined });
    expect(parseServeArgs(['--host', '0.0.0.0', '--allowed-host', 'Inkpost', '--allowed-host', 'api.test:8080', '--log', 'json'], {})).toMatchObject({ host: '0.0.0.0', allowedHosts: ['inkpost', 'api.test:8080'], log: 'json' });
    expect(parseServeArgs([], { INKPOST_HOST: '::', INKPOST_ALLOWED_HOST: 'inkpost, inkpost-2', INKPOST_LOG: 'text' })).toMatchObject({ host: '::', allowedHosts: ['inkpost', 'inkpost-2'], log: 'text' });
    expect(parseServeArgs(['--log', 'off'], { INKPOST_LOG: 'json' }).log).toBeUndefined();
    expect(() => parseServeArgs(['--host', 'example.com'], {})).toThrow("--host takes an IP address to listen on, such as 0.0.0.0 (every interface) or 127.0.0.1, got 'example.com'");
    expect(() => parseServeArgs(['--allowed-host', '*'], {})).toThrow("--allowed-host takes a host name such as inkpost or inkpost:4785, got '*'");
    expect(() => parseServeArgs([], { INKPOST_LOG: 'yaml' })).toThrow("INKPOST_LOG takes json, text or off, got 'yaml'");
  });

  it('reads --state, --scenario and --replace; --replace alone is a usage error', () => {
    expect(parseServeArgs([], {})).toMatchObject({ state: undefined, scenario: undefined, replace: false });
    expect(parseServeArgs(['--state', 'fixture.sqlite', '--scenario', 'declined-card', '--replace'], {})).toMatchObject({ state: 'fixture.sqlite', scenario: 'declined-card', replace: true });
    expect(parseServeArgs([], { INKPOST_STATE: '/fixtures/ci.sqlite', INKPOST_REPLACE: '1' })).toMatchObject({ state: '/fixtures/ci.sqlite', replace: true });
    expect(() => parseServeArgs(['--replace'], {})).toThrow('--replace goes with --state or --scenario');
  });
});
