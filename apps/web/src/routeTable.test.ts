import { SPA_ROUTES } from '@mpx/shared';
import { describe, expect, it } from 'vitest';
import { fixedNearMemory } from './lib/nearMemory';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';
import { createMockTrpc } from './test/mockTrpc';
import { createTrpcProxy } from './trpc';

describe('route table', () => {
  it('matches the paths the server answers with 200 (SPA_ROUTES, product §2)', () => {
    const queryClient = createQueryClient();
    const router = createAppRouter({
      queryClient,
      trpc: createTrpcProxy(createMockTrpc({}).client, queryClient),
      near: fixedNearMemory(undefined),
      server: false,
    });
    // Pathless layouts (/_member) are not URLs; index routes end in "/" in the tree.
    const paths = Object.keys(router.routesByPath).map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p));
    expect(new Set(paths)).toEqual(new Set(SPA_ROUTES));
  });
});
