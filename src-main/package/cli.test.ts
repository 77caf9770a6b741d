import { describe, expect, it } from 'vitest';
import { parseCommand, UsageError } from './cli.ts';

const usageError = (argv: string[]) => {
  try {
    parseCommand(argv, {});
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`accepted: ${argv.join(' ')}`);
};

describe('the inkpost command line', () => {
  it('serves by default, passes the server its flags and keeps --open and --chromium for itself', () => {
    expect(parseCommand([], {})).toEqual({ kind: 'serve', args: [], open: false, chromium: undefined });
    expect(parseCommand(['serve', '--port=0', '--no-workers', '--open', '--chromium', '/bin/sh', '--retention', 'jobs=1d', '--retention', 'qr-scans=2d'], {})).toEqual({
      kind: 'serve',
      args: ['--port=0', '--no-workers', '--retention', 'jobs=1d', '--retention', 'qr-scans=2d'],
      open: true,
      chromium: '/bin/sh',
    });
    expect(parseCommand(['--port', '0'], { INKPOST_OPEN: '1' })).toMatchObject({ open: true, args: ['--port', '0'] });
  });

  it('reads the keys of --data-dir, else of INKPOST_DATA_DIR', () => {
    expect(parseCommand(['keys', '--data-dir', '/srv/inkpost'], {})).toEqual({ kind: 'keys', dataDir: '/srv/inkpost' });
    expect(parseCommand(['keys'], { INKPOST_DATA_DIR: '/data' })).toEqual({ kind: 'keys', dataDir: '/data' });
  });

  it('answers --help and --version wherever they are', () => {
    expect(parseCommand(['serve', '--port', '0', '--help'], {})).toEqual({ kind: 'help' });
    expect(parseCommand(['help'], {})).toEqual({ kind: 'help' });
    expect(parseCommand(['keys', '-v'], {})).toEqual({ kind: 'version' });
  });

  it.each([
    [['--opne'], 'unknown flag --opne for inkpost serve (the nearest is --open; inkpost --help lists them all)'],
    [['-p', '80'], 'unknown flag -p for inkpost serve (the nearest is --port; inkpost --help lists them all)'],
    [['keys', '--port', '1'], '--port is a flag of inkpost serve; inkpost keys takes --data-dir'],
    [['keys', '--dta-dir', '/data'], 'unknown flag --dta-dir for inkpost keys (the nearest is --data-dir; inkpost --help lists them all)'],
    [['--port'], '--port needs a value: --port <n>'],
    [['--data-dir', '--no-workers'], '--data-dir needs a value: --data-dir <dir>'],
    [['serve', 'now'], "unexpected argument 'now' (flags start with --; inkpost --help lists them all)"],
    [['srve'], "unknown command 'srve' (the nearest is 'serve'; inkpost --help lists them all)"],
    [['--chromium', '/no/such/chrome'], '--chromium /no/such/chrome: no such file (give the path of a Chrome or Chromium executable)'],
    [['--host', 'not an address'], expect.stringMatching(/^--host /)],
    [['--log', 'yaml'], expect.stringMatching(/^--log /)],
  ])('refuses %j in one line naming it: %s', (argv, message) => {
    expect(usageError(argv)).toEqual(message);
  });
});
