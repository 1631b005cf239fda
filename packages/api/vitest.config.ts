import { defineConfig } from 'vitest/config';

// isolate: false: files share a worker's module cache (the tests keep no module state; every
// database, cache and mailer is built per test). It halves the run, most of which was imports.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 20_000, isolate: false } });
