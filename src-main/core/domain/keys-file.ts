import { chmodSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

export const demoKeysSchema = z.object({
  partnerKey: z.string(),
  customerKey: z.string(),
  teamId: z.string(),
  adminToken: z.string(),
});
export type DemoKeys = z.infer<typeof demoKeysSchema>;

export function readKeysFile(file: string): DemoKeys | undefined {
  try {
    const parsed = demoKeysSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Written atomically (temp file + rename) and readable only by the owner. */
export function writeKeysFile(file: string, keys: DemoKeys): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, file);
}
