import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Seals signing secrets at rest (AES-256-GCM); the key lives in a 0600 file beside the database, not in it. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const KEY_FILE = 'webhook-secrets.key';

function loadOrCreateKey(dataDir: string): Buffer {
  const file = join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
    return key;
  }
  const key = randomBytes(32);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${key.toString('base64')}\n`, { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, file);
  return key;
}

export function createSecretBox(dataDir: string): SecretBox {
  let key: Buffer | undefined;
  const getKey = () => (key ??= loadOrCreateKey(dataDir));
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', getKey(), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
    },
    open: (sealed) => {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unreadable sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', getKey(), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
