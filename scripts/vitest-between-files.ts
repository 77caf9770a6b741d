// The node tests share their worker processes (vitest `isolate: false`, vitest.config.ts): a file's
// modules stay loaded for the next file, so what a test switches on for the whole process is
// switched off again after each file, whether or not the file remembered to.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
