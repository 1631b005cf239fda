import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Component tests only; the browser tests in e2e/ have their own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Node 25+ has a `localStorage` global of its own (inert without --localstorage-file), and
    // vitest keeps a global Node already has instead of happy-dom's: switch Node's off where it exists.
    execArgv: 'localStorage' in globalThis ? ['--no-experimental-webstorage'] : [],
    // Whole-app renders take 0.5-2 s alone; under `npm test`, which runs the server tests and the
    // browser tests beside them on two cores, the first render of a file has taken over 5 s.
    testTimeout: 15_000,
  },
});
