import { afterAll, describe, expect, it } from 'vitest';
import { moved, summary } from '../admin/support';
import { createAdmin, startTestApp } from '../support/test-app';
import { completeOk, createParties, reservedListing } from './support';

/**
 * The admin's summary (api §9.1) while a deal runs: `listings.total` counts every listing not
 * deleted, so a reserved one is still counted, and completing the deal moves it to the sales.
 */
describe('the admin summary through a deal', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const admin = await createAdmin(t);

  it('a reserved listing still counts in listings.total; completed, it counts as a sale', async () => {
    const parties = await createParties(t);
    const before = await summary(t, admin);
    const { listingId } = await reservedListing(t, parties);
    const reserved = await summary(t, admin);
    // Counted in total and as new, but neither active, sold nor loaned.
    expect(moved(before, reserved)).toEqual({ 'listings.total': 1, 'listings.newLast7Days': 1, 'messages.total': 2 });
    await completeOk(t, parties.seller, listingId);
    expect(moved(reserved, await summary(t, admin))).toEqual({ 'listings.sold': 1, 'sales.total': 1, 'sales.newLast7Days': 1, 'messages.total': 1 });
  });
});
