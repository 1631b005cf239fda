import { afterAll, describe, expect, it } from 'vitest';
import { createListing } from '../support/listings';
import { rest } from '../support/rest';
import { createMember, ORIGIN, startTestApp } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';

/** For you over every transport the app uses: the same answer as REST, and guests refused. */
describe('fit.forYou over tRPC HTTP, batches and the WebSocket', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('refuses guests on HTTP and the socket', async () => {
    const guestWs = wsClient(address, { origin: ORIGIN });
    try {
      for (const client of [httpClient(address).client, guestWs.client]) {
        await expect(client.fit.forYou.query()).rejects.toThrow('No token provided.');
      }
    } finally {
      await guestWs.close();
    }
  });

  it('answers a member alike over REST, HTTP, a batch and the socket, each their own', async () => {
    const [alice, bob, seller] = [await createMember(t), await createMember(t), await createMember(t)];
    await createListing(t, seller, { brand: 'Yamaha', model: 'Standard', size: '11C4' });
    await rest(t, alice, 'PUT', '/api/setup', { pieces: [{ instrument_type: 'Trumpet', brand: 'Bach', size: '7C', current: true }] });
    const { body } = await rest(t, alice, 'GET', '/api/for-you');
    expect(body.sections[0].listings.map((l: { reason: { text: string } }) => l.reason.text)).toEqual(["Yamaha's own equivalent of your Bach 7C"]);

    const ws = wsClient(address, { token: alice.token });
    const bobWs = wsClient(address, { token: bob.token });
    try {
      expect(await httpClient(address, { bearer: alice.token }).client.fit.forYou.query()).toEqual(body);
      expect(await ws.client.fit.forYou.query()).toEqual(body);
      expect(await bobWs.client.fit.forYou.query()).toEqual({ sections: [] });
    } finally {
      await ws.close();
      await bobWs.close();
    }
    const batch = await t.request({ method: 'GET', url: `/trpc/fit.forYou,setup.get?batch=1&input=${encodeURIComponent('{}')}`, headers: alice.auth });
    const [forYou, setup] = batch.json();
    expect(forYou.result.data).toEqual(body);
    expect(setup.result.data.pieces).toHaveLength(1);
  });
});
