import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src-main/**/*.test.ts', 'src-shared/**/*.test.ts', 'src-renderer/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Builds out/server once, before any test file runs (tests never build it themselves).
    globalSetup: ['scripts/vitest-global-setup.ts'],
    // The test processes start render worker threads: see SERVER_NODE_FLAGS (src-main/core/heap-limits.ts).
    execArgv: ['--no-memory-protection-keys'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
