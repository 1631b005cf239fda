import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app';

/** Issue 6, defect 5: every tRPC answer is labelled JSON, errors and odd batches included. */
describe('tRPC answers are JSON', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it.each([
    ['a query and a mutation batched by GET', '/trpc/auth.viewer,auth.logout?batch=1&input=%7B%7D'],
    ['a mutation by GET', '/trpc/auth.logout'],
    ['an unknown procedure', '/trpc/nothing.here'],
    ['input that is not JSON', '/trpc/listings.list?input=%7Bnope'],
    ['a batch of an unknown procedure', '/trpc/auth.viewer,nothing.here?batch=1&input=%7B%7D'],
  ])('%s', async (_name, url) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.headers['content-type']).toMatch(/^application\/json(;|$)/);
    expect(() => JSON.parse(res.body)).not.toThrow();
  });
});
