import { afterAll, describe, expect, it } from 'vitest';
import { openTab, settle } from '../messages/live';
import { createListing } from '../support/listings';
import { createMember, ORIGIN, startTestApp } from '../support/test-app';
import { rate, rateOk } from './support';

describe('the `rating` notification over a real WebSocket (api §10)', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('reaches every tab of the ratee after commit, and nobody else; a refused rating sends nothing', async () => {
    const rater = await createMember(t, { first_name: 'Ray', last_name: 'Rater', nickname: 'Trumpet Ray' });
    const [ratee, bystander] = [await createMember(t), await createMember(t)];
    const listingId = (await createListing(t, ratee)).listing_id;
    const rateeTabs = [await openTab(address, { token: ratee.token }), await openTab(address, { cookie: `session=${ratee.token}`, origin: ORIGIN })];
    const raterTab = await openTab(address, { token: rater.token });
    const bystanderTab = await openTab(address, { token: bystander.token });
    try {
      const rating = await rateOk(t, rater, ratee, listingId, 4);
      for (const tab of rateeTabs) {
        expect(await tab.waitFor(1)).toEqual([
          {
            id: expect.stringMatching(/^\d+$/),
            data: {
              type: 'notification',
              id: expect.any(Number),
              kind: 'rating',
              read: false,
              message: 'Trumpet Ray left you a 4-star rating.',
              from_user: rating.from_user,
              created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*\.\d{3}Z$/),
            },
          },
        ]);
      }
      const refused = await rate(t, rater, { to_user_id: ratee.id, transaction_id: listingId, stars: 2, comment: 'again' });
      expect(refused.statusCode).toBe(409);
      await settle();
      for (const tab of rateeTabs) expect(tab.events).toHaveLength(1);
      expect(raterTab.events).toEqual([]);
      expect(bystanderTab.events).toEqual([]);
    } finally {
      await Promise.all([...rateeTabs, raterTab, bystanderTab].map((tab) => tab.close()));
    }
  });
});
