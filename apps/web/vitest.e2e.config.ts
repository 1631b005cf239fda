import { defineConfig } from 'vitest/config';

/**
 * Browser tests: each test boots the built server (apps/server/dist/main.mjs) on a random port
 * with its own data directory and SMTP sink, so files run one after another.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
