import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeStorageFile } from './storage.ts';
import { tempDir, testCore } from '../test-support/test-core.ts';

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

// Other users of the machine must not read the database (URL-signing and webhook
// secrets), keys.json or the documents, whatever the umask of the process.
describe.skipIf(process.platform === 'win32')('the data folder is private to its owner', () => {
  it('creates the folder and storage/ 0700 and the database, its WAL and keys.json 0600 under a permissive umask', async () => {
    const dataDir = join(tempDir(), 'fresh');
    const core = testCore({ dataDir, workers: false });
    expect(mode(dataDir)).toBe('700');
    expect(mode(join(dataDir, 'storage'))).toBe('700');
    for (const name of readdirSync(dataDir).filter((n) => n !== 'storage')) expect([name, mode(join(dataDir, name))]).toEqual([name, '600']);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['inkpost.sqlite', 'inkpost.sqlite-wal', 'keys.json']));
    writeStorageFile(core.context.storageDir, 'teams/t/campaigns/c/recipients/r/postcard.pdf', new Uint8Array([1, 2, 3]));
    expect(mode(join(core.context.storageDir, 'teams/t/campaigns/c/recipients/r/postcard.pdf'))).toBe('600');
    expect(mode(join(core.context.storageDir, 'teams/t/campaigns/c/recipients/r'))).toBe('700');
  });

  it('fixes the modes of an existing install on start', async () => {
    const dataDir = join(tempDir(), 'old');
    await testCore({ dataDir, workers: false }).close();
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'storage'), 0o755);
    for (const name of ['inkpost.sqlite', 'keys.json']) chmodSync(join(dataDir, name), 0o644);
    writeFileSync(join(dataDir, 'inkpost.sqlite-shm'), '');
    chmodSync(join(dataDir, 'inkpost.sqlite-shm'), 0o666);
    mkdirSync(join(dataDir, 'storage', 'teams'), { mode: 0o755 });
    testCore({ dataDir, workers: false });
    expect(mode(dataDir)).toBe('700');
    expect(mode(join(dataDir, 'storage'))).toBe('700');
    for (const name of ['inkpost.sqlite', 'keys.json', 'inkpost.sqlite-shm']) expect([name, mode(join(dataDir, name))]).toEqual([name, '600']);
  });
});
