import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app';

/** Every tRPC answer is labelled JSON, errors and odd batches included (api §15.1). */
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

  it("a FormData body, which tRPC's adapter would hand to the procedure unread, is refused like any body that is not JSON", async () => {
    const res = await t.request({
      method: 'POST',
      url: '/trpc/profile.update',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\ncontent-disposition: form-data; name="nickname"\r\n\r\nSlide\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: { message: 'Content-Type must be application/json.', code: -32015, data: { code: 'UNSUPPORTED_MEDIA_TYPE', httpStatus: 415 } },
    });
  });
});
