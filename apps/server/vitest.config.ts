import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates the template database once per run; each test app copies it (test/support/db-template.ts).
    globalSetup: ['test/support/global-setup.ts'],
    // Test files share a worker's module cache instead of re-importing Fastify, tRPC, sharp and
    // argon2 in a fresh process each (about 0.8 s a file, two thirds of the suite's time). Every
    // file still gets its own app, database copy, SMTP sink and temp dir, and the code keeps no
    // state outside them (its caches are WeakMaps keyed by connection). A file that needs vi.mock,
    // vi.stubEnv or fake timers must undo them in afterAll, or run in a project with isolate: true.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
