import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 5 s rather than 1 s: under `npm test`, which runs the server and
// browser suites beside these on two cores, a lazily loaded part (the listing form) has taken
// longer than a second to arrive.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  // A test of what the server draws runs without a DOM (`@vitest-environment node`).
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
});
