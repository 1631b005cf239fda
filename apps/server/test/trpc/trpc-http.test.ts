import type { AppRouter } from '@mpx/api';
import { isRecord } from '@mpx/shared';
import { isTRPCClientError } from '@trpc/client';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, ORIGIN, registration, startTestApp } from '../support/test-app';
import { httpClient } from '../support/trpc-client';

describe('tRPC over HTTP applies the same rules as REST', async () => {
  const t = await startTestApp({ RATE_LIMIT_AUTH_PER_MIN: '10' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  async function failure(promise: Promise<unknown>) {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    if (!isTRPCClientError<AppRouter>(err)) throw new Error(`expected a TRPCClientError, got ${String(err)}`);
    return err;
  }

  it('auth.viewer is null for a guest and the user after a cookie login', async () => {
    const member = await createMember(t);
    const { client, jar } = httpClient(address, { origin: ORIGIN });
    expect(await client.auth.viewer.query()).toBeNull();
    const login = await client.auth.login.mutate({ email: member.email, password: member.password });
    expect(jar.cookie).toBe(`session=${login.token}`);
    expect((await client.auth.viewer.query())?.user_id).toBe(member.id);
    expect((await client.profile.me.query()).email).toBe(member.email);
    await client.auth.logout.mutate();
    expect(jar.cookie).toBe('');
    expect(await client.auth.viewer.query()).toBeNull();
  });

  it('validation errors carry the first message and every issue', async () => {
    const { client } = httpClient(address, { origin: ORIGIN });
    const err = await failure(client.auth.register.mutate({ ...registration(), first_name: '', location_postcode: '12' }));
    expect(err.message).toBe('First name is required');
    expect(err.data?.code).toBe('BAD_REQUEST');
    expect(err.data?.issues).toEqual([
      { path: 'first_name', message: 'First name is required' },
      { path: 'location_postcode', message: 'Please enter a valid 4-digit postcode' },
    ]);
  });

  it('member procedures refuse guests with the contract text', async () => {
    const { client } = httpClient(address);
    const err = await failure(client.profile.me.query());
    expect(err.data?.code).toBe('UNAUTHORIZED');
    expect(err.message).toBe('No token provided.');
  });

  it('a cookie-authenticated mutation without our Origin is refused (CSRF)', async () => {
    const member = await createMember(t);
    const { client } = httpClient(address, { origin: ORIGIN });
    await client.auth.login.mutate({ email: member.email, password: member.password });
    const { client: forged, jar } = httpClient(address, { origin: 'https://evil.example' });
    const { token } = await client.auth.login.mutate({ email: member.email, password: member.password });
    jar.cookie = `session=${token}`;
    const err = await failure(forged.profile.update.mutate({ nickname: 'Forged' }));
    expect(err.data?.code).toBe('FORBIDDEN');
    expect(err.message).toBe('Invalid request origin.');
    expect((await client.profile.me.query()).nickname).toBe('Slide');
  });

  it('bearer tokens work without an Origin', async () => {
    const member = await createMember(t);
    const { client } = httpClient(address, { bearer: member.token });
    expect((await client.profile.update.mutate({ nickname: 'Bearer' })).nickname).toBe('Bearer');
  });

  it('an oversized body is refused with 413 in tRPC form', async () => {
    const res = await fetch(`${address}/trpc/auth.forgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    const body: unknown = await res.json();
    expect(isRecord(body) ? body.error : body).toMatchObject({ message: 'Request body too large.', data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 } });
  });

  it('a chunked body without a length is counted as it arrives: past 1 MiB it is a 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const body = (n: number) =>
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"email":"'));
          for (let i = 0; i < n; i++) controller.enqueue(chunk);
          controller.enqueue(new TextEncoder().encode('@example.com"}'));
          controller.close();
        },
      });
    const send = (n: number) =>
      fetch(`${address}/trpc/auth.forgotPassword`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(n), duplex: 'half' });
    expect((await send(20)).status).toBe(413);
    const small = await send(2);
    expect(small.status).toBe(200);
  });

  it('auth floods get 429 in tRPC form, counted with the REST endpoint', async () => {
    const { client } = httpClient(address, { origin: ORIGIN });
    for (let i = 0; i < 5; i++)
      await t.request({ method: 'POST', url: '/api/auth/login', remoteAddress: '127.0.0.1', payload: { email: 'a@example.com', password: 'wrong-pass' } });
    let last: unknown;
    for (let i = 0; i < 6; i++) last = await client.auth.login.mutate({ email: 'a@example.com', password: 'wrong-pass' }).catch((e: unknown) => e);
    if (!isTRPCClientError<AppRouter>(last)) throw new Error(`expected a TRPCClientError, got ${String(last)}`);
    const err = last;
    expect(err.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
    expect(err.message).toBe('Too many requests. Please try again later.');
  });

  it('tRPC responses are never cached', async () => {
    const res = await fetch(`${address}/trpc/auth.viewer`);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
