import { defineConfig } from 'vitest/config';

// isolate: false: pure functions and zod schemas, no module state, so files share a worker's module cache.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], isolate: false } });
