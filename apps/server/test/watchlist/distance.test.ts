import { afterAll, describe, expect, it } from 'vitest';
import { createListing } from '../support/listings';
import { createMember, startTestApp } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';
import { rest, watch } from './support';

/**
 * The Watching page's cards say how far each listing is, as browse cards do (api §20.1, §21.3):
 * `near` on the watchlist, read and refused as browse reads and refuses it.
 */
describe('the watchlist measured from a postcode', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  const buyer = await createMember(t, { location_state: 'VIC', location_postcode: '3000' });
  const seller = await createMember(t, { location_state: 'VIC', location_postcode: '3128' });
  const listing = await createListing(t, seller);
  await watch(t, buyer, listing.listing_id);

  it('carries distance_km on each listing with near, over REST, and none without', async () => {
    const measured = await rest(t, buyer, 'GET', '/api/watchlist?near=3000');
    expect(measured).toMatchObject({
      status: 200,
      body: { watchlist: [{ listing_id: listing.listing_id, listing: { place: 'Box Hill VIC', distance_km: 12 } }] },
    });
    const plain = await rest(t, buyer, 'GET', '/api/watchlist');
    expect(plain).toMatchObject({ status: 200, body: { watchlist: [{ listing: { place: 'Box Hill VIC' } }] } });
    expect(JSON.stringify(plain.body)).not.toContain('distance_km');
    // A blank near is none, as in browse.
    expect((await rest(t, buyer, 'GET', '/api/watchlist?near=')).body).toEqual(plain.body);
  });

  it('refuses an unknown or malformed postcode with the texts of browse (api §20.1), after the session check', async () => {
    expect(await rest(t, buyer, 'GET', '/api/watchlist?near=0001')).toEqual({ status: 400, body: { error: 'Unknown postcode.' } });
    expect(await rest(t, buyer, 'GET', '/api/watchlist?near=30000')).toMatchObject({ status: 400, body: { error: 'near must be a 4-digit postcode.' } });
    expect(await rest(t, null, 'GET', '/api/watchlist?near=0001')).toMatchObject({ status: 401, body: { error: 'No token provided.' } });
  });

  it('answers the same over tRPC HTTP and the socket', async () => {
    const socket = wsClient(address, { token: buyer.token });
    try {
      for (const client of [httpClient(address, { bearer: buyer.token }).client, socket.client]) {
        const measured = await client.watchlist.list.query({ near: '3000' });
        expect(measured.watchlist[0]?.listing).toMatchObject({ listing_id: listing.listing_id, distance_km: 12 });
        expect((await client.watchlist.list.query()).watchlist[0]?.listing).not.toHaveProperty('distance_km');
        await expect(client.watchlist.list.query({ near: '0001' })).rejects.toMatchObject({ message: 'Unknown postcode.', data: { code: 'BAD_REQUEST' } });
      }
    } finally {
      await socket.close();
    }
  });
});
