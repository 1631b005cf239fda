import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingBody } from '../support/listings';
import { createMember, startTestApp, type Member, type TestApp } from '../support/test-app';

const MiB = 1024 * 1024;

describe('body limits (api §0.7)', () => {
  let t: TestApp;
  let member: Member;

  beforeAll(async () => {
    t = await startTestApp();
    member = await createMember(t);
  });
  afterAll(() => t.close());

  const headers = () => ({ ...member.auth, 'content-type': 'application/json' });

  it('3: a 40 MiB body to POST /api/listings is not rejected for its size', async () => {
    const payload = JSON.stringify(listingBody({ padding: 'x'.repeat(40 * MiB) }));
    const res = await t.request({ method: 'POST', url: '/api/listings', headers: headers(), payload });
    expect(res.statusCode).toBe(201);
  });

  it('3: a 2 MiB body to a 1 MiB route answers 413 Request body too large.', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(2 * MiB) });
    const res = await t.request({ method: 'PUT', url: '/api/profile/me', headers: headers(), payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Request body too large.' });
  });

  it('more than 48 MiB to POST /api/listings answers 413', async () => {
    const payload = JSON.stringify(listingBody({ padding: 'x'.repeat(49 * MiB) }));
    const res = await t.request({ method: 'POST', url: '/api/listings', headers: headers(), payload });
    expect(res.statusCode).toBe(413);
  });

  it('the same limits hold over tRPC: 48 MiB for listings.create and listings.update only', async () => {
    const big = JSON.stringify(listingBody({ padding: 'x'.repeat(40 * MiB) }));
    const create = await t.request({ method: 'POST', url: '/trpc/listings.create', headers: headers(), payload: big });
    expect(create.statusCode).toBe(200);
    const profile = await t.request({
      method: 'POST',
      url: '/trpc/profile.update',
      headers: headers(),
      payload: JSON.stringify({ name: 'x'.repeat(2 * MiB) }),
    });
    expect(profile.statusCode).toBe(413);
  });
});
