import { afterAll, describe, expect, it } from 'vitest';
import { sendRaw, type RawAnswer, type RawRequest } from '../support/raw-http';
import { startTestApp } from '../support/test-app';

const MiB = 1024 * 1024;
const TOO_LARGE = { error: 'Request body too large.' };
const TRPC_TOO_LARGE = { error: { message: 'Request body too large.', code: -32013, data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 } } };

const json = { 'content-type': 'application/json' };
const multipart = { 'content-type': 'multipart/form-data; boundary=photo' };

/** Where a body over its limit can land: REST and tRPC, 1 MiB routes and the 48 MiB listing writes. */
const routes: { name: string; method: string; path: string; headers: Record<string, string>; size: number; expected: unknown }[] = [
  { name: 'REST profile', method: 'PUT', path: '/api/profile/me', headers: json, size: 2 * MiB, expected: TOO_LARGE },
  { name: 'REST message', method: 'POST', path: '/api/messages', headers: json, size: 3 * MiB, expected: TOO_LARGE },
  { name: 'tRPC profile.update', method: 'POST', path: '/trpc/profile.update', headers: json, size: 4 * MiB, expected: TRPC_TOO_LARGE },
  {
    name: 'tRPC batch',
    method: 'POST',
    path: '/trpc/messages.send,profile.update?batch=1',
    headers: json,
    size: 5 * MiB,
    expected: [TRPC_TOO_LARGE, TRPC_TOO_LARGE],
  },
  { name: 'tRPC multipart', method: 'POST', path: '/trpc/profile.update', headers: multipart, size: 3 * MiB, expected: TRPC_TOO_LARGE },
];

const paces: Pick<RawRequest, 'pieceSize' | 'pauseMs'>[] = [{}, { pieceSize: 256 * 1024, pauseMs: 2 }];

/**
 * The server refuses a body over its limit while the client is still sending it. The client
 * must still get to read the 413: a reset of the connection (ECONNRESET, EPIPE) can throw away an
 * answer that already arrived but was not read yet.
 */
describe('a body over the limit always gets its 413 (api §0.7)', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  const expectRefused = (answer: RawAnswer, expected: unknown, label: string) => {
    expect(answer.status, label).toBe(413);
    expect(answer.headers['content-type'], label).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body), label).toEqual(expected);
  };

  it('on every 1 MiB route, with a Content-Length or chunked, sent at once or slowly, every time', async () => {
    const cases = routes.flatMap((route) => [false, true].flatMap((chunked) => paces.map((pace) => ({ route, chunked, pace }))));
    for (let round = 0; round < 2; round++) {
      // Four connections at a time, as a browser uploading from several tabs would.
      for (let at = 0; at < cases.length; at += 4) {
        await Promise.all(
          cases.slice(at, at + 4).map(async ({ route, chunked, pace }) => {
            const answer = await sendRaw(address, {
              method: route.method,
              path: route.path,
              headers: route.headers,
              body: Buffer.alloc(route.size, 'x'),
              chunked,
              ...pace,
            });
            expectRefused(answer, route.expected, `${route.name}, ${chunked ? 'chunked' : 'Content-Length'}, ${pace.pauseMs ? 'slow' : 'fast'}`);
          }),
        );
      }
    }
  });

  it('on the listing writes, whose limit is 48 MiB', async () => {
    const body = Buffer.alloc(49 * MiB, 'x');
    const photos = await sendRaw(address, { method: 'POST', path: '/api/listings', headers: multipart, body, pieceSize: 4 * MiB });
    expectRefused(photos, TOO_LARGE, 'REST, Content-Length');
    const create = await sendRaw(address, { method: 'POST', path: '/trpc/listings.create', headers: json, body, chunked: true, pieceSize: 4 * MiB });
    expectRefused(create, TRPC_TOO_LARGE, 'tRPC, chunked');
  });

  it('but a client that goes on sending past what the server still reads is cut off', async () => {
    const endless = { method: 'PUT', path: '/api/profile/me', headers: json, body: Buffer.alloc(80 * MiB, 'x'), chunked: true, pieceSize: MiB };
    await expect(sendRaw(address, endless)).rejects.toThrow(/ECONNRESET|EPIPE/);
  });
});
