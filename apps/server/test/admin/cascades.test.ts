import { sendWatchDigests, settleAfterAnswer } from '@mpx/api';
import { adminAudit, listings, messages, passwordResetTokens, ratings, sessions, users } from '@mpx/db';
import { present } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { actOk, loanableListing, requestLoan, startLoansApp } from '../loans/support';
import { sendOk } from '../messages/support';
import { rateOk } from '../ratings/support';
import { createListing, dataUrl, png } from '../support/listings';
import { createAdmin, createMember, loginToken, type Member } from '../support/test-app';
import { auditRows, call, filesExist, LISTING_REFERENCES, ok, referencesTo, USER_REFERENCES } from './support';

const zeros = (refs: Record<string, number>) => Object.fromEntries(Object.keys(refs).map((k) => [k, 0]));

/**
 * api §8.6 and §8.7: after a forced user delete and an admin listing delete, no row of any table
 * points at what was deleted, other users' averages are exact, and photo files no remaining
 * listing uses are gone while shared ones stay.
 */
describe('delete cascades (api §8.6, §8.7)', async () => {
  const t = await startLoansApp();
  afterAll(() => t.close());
  const admin = await createAdmin(t);
  const photo = async (colour: string) => dataUrl('image/png', await png(24, 24, colour));
  const average = (id: number) => present(t.deps.db.select().from(users).where(eq(users.id, id)).get(), `user ${id}`);

  it('a forced user delete leaves nothing that points at the user or their listings', async () => {
    // `a` joins first, so the victim is the higher id of their threads and the lower of the others'.
    const a = await createMember(t);
    const victim = await createMember(t, { first_name: 'Vic' });
    const [b, c] = [await createMember(t), await createMember(t)];
    const [shared, unique1, unique2] = [await photo('#102030'), await photo('#405060'), await photo('#708090')];

    // The victim's listings: active with a shared and a unique photo, sold, soft-deleted.
    const l1 = await createListing(t, victim, { photos: [shared, unique1], open_to_loan: true });
    const l2 = await createListing(t, victim, { photos: [unique2] });
    const l3 = await createListing(t, victim);
    await ok(t, victim, 'PUT', `/api/listings/${l2.listing_id}`, { status: 'sold' });
    await ok(t, victim, 'DELETE', `/api/listings/${l3.listing_id}`);
    const other = await createListing(t, a, { photos: [shared] });

    // Loans both ways: a request on the victim's listing, and a loan the victim borrowed.
    await requestLoan(t, a, l1.listing_id);
    const borrowed = await loanableListing(t, b);
    await actOk(t, b, (await requestLoan(t, victim, borrowed)).loan_id, 'approve');
    // Messages: general and about listings, sent and received; and one between others that stays.
    await sendOk(t, victim, a, 'Hello from Vic');
    await sendOk(t, a, victim, 'About your mouthpiece', l1.listing_id);
    await sendOk(t, victim, b, 'About yours', borrowed);
    const kept = await sendOk(t, b, a, 'Between the two of us');
    // Ratings: the victim gave two, and got one.
    const aListing = await createListing(t, a);
    const bListing = await createListing(t, b);
    await rateOk(t, victim, a, aListing.listing_id, 5);
    await rateOk(t, b, a, aListing.listing_id, 3);
    await rateOk(t, victim, b, bListing.listing_id, 1);
    await rateOk(t, c, b, bListing.listing_id, 4);
    await rateOk(t, a, victim, l1.listing_id, 2);
    expect([average(a.id).averageRating, average(b.id).averageRating]).toEqual([4, 2.5]);
    // Watches both ways, each with an alert (a price drop), and a watchlist digest sent to the victim.
    expect((await call(t, victim, 'POST', '/api/watchlist', { listing_id: other.listing_id })).statusCode).toBe(201);
    expect((await call(t, b, 'POST', '/api/watchlist', { listing_id: l1.listing_id })).statusCode).toBe(201);
    await ok(t, a, 'PUT', `/api/listings/${other.listing_id}`, { ...other, price: 50, photos: other.photos });
    await ok(t, victim, 'PUT', `/api/listings/${l1.listing_id}`, { ...l1, price: 50, photos: l1.photos });
    expect(sendWatchDigests(t.deps).sent).toBe(2);
    // Flags by and about the victim (the first notifies every admin: a notification they caused).
    expect((await call(t, victim, 'POST', '/api/moderation/flag', { content_id: other.listing_id, reason: 'Fake.' })).statusCode).toBe(201);
    expect((await call(t, a, 'POST', '/api/moderation/flag', { content_id: l1.listing_id, reason: 'Fake too.' })).statusCode).toBe(201);
    // A second session, a reset token; the registration left a verification token.
    await loginToken(t, victim.email, victim.password);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: victim.email } });
    await settleAfterAnswer(t.deps);
    // The victim was an admin once: their audit entry must outlive them, without their id.
    t.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, victim.id)).run();
    await ok(t, victim, 'PATCH', `/api/admin/users/${c.id}/verify-email`, { email_verified: false });
    t.deps.db.update(users).set({ isAdmin: false }).where(eq(users.id, victim.id)).run();

    // Browse caches hold the victim's listings before the delete.
    expect((await call(t, null, 'GET', `/api/listings?user_id=${victim.id}`)).json().listings).toHaveLength(1);
    const refsBefore = referencesTo(t.deps.db, 'users', victim.id);
    expect(Object.keys(refsBefore)).toEqual(expect.arrayContaining(USER_REFERENCES));
    // Everything the scenario promised is really there before.
    for (const key of USER_REFERENCES) expect([key, refsBefore[key]]).not.toEqual([key, 0]);
    expect(filesExist(t, l1.photos[1])).toEqual([true, true]);

    const res = await call(t, admin, 'DELETE', `/api/admin/users/${victim.id}?force=true`);
    expect(res.json()).toEqual({ message: 'User deleted successfully.' });

    const refs = referencesTo(t.deps.db, 'users', victim.id);
    expect(refs).toEqual(zeros(refs));
    for (const listing of [l1, l2, l3]) {
      const listingRefs = referencesTo(t.deps.db, 'listings', listing.listing_id);
      expect(Object.keys(listingRefs)).toEqual(expect.arrayContaining(LISTING_REFERENCES));
      expect(listingRefs).toEqual(zeros(listingRefs));
    }
    // Others' averages, recomputed from the ratings left: exact.
    expect(average(a.id)).toMatchObject({ averageRating: 3, ratingCount: 1 });
    expect(average(b.id)).toMatchObject({ averageRating: 4, ratingCount: 1 });
    expect((await call(t, null, 'GET', `/api/listings/${aListing.listing_id}`)).json().user).toMatchObject({ average_rating: 3, rating_count: 1 });
    // The borrowed listing is its owner's to lend again.
    expect(present(t.deps.db.select().from(listings).where(eq(listings.id, borrowed)).get(), 'the borrowed listing').status).toBe('active');
    // Unshared photo files are gone, the shared one stays with the listing still using it.
    expect(filesExist(t, l1.photos[1])).toEqual([false, false]);
    expect(filesExist(t, l2.photos[0])).toEqual([false, false]);
    expect(filesExist(t, l1.photos[0])).toEqual([true, true]);
    expect((await t.request({ method: 'GET', url: new URL(other.photos[0]).pathname })).statusCode).toBe(200);
    // What belongs to others stays; their sessions are untouched; caches forgot the victim at once.
    expect(t.deps.db.select().from(messages).where(eq(messages.id, kept.message_id)).all()).toHaveLength(1);
    expect(t.deps.db.select().from(ratings).all()).toHaveLength(2);
    expect(t.deps.db.select().from(sessions).where(eq(sessions.userId, a.id)).all().length).toBeGreaterThan(0);
    expect((await call(t, null, 'GET', `/api/listings?user_id=${victim.id}`)).json().listings).toEqual([]);
    expect((await call(t, victim, 'GET', '/api/messages')).statusCode).toBe(401);
    const inbox = (await ok<{ conversation_id: number }[]>(t, a, 'GET', '/api/messages')).map((s) => s.conversation_id);
    expect(inbox).toEqual([b.id]);
    // The audit keeps what the victim did as an admin, without their id, and records the delete.
    const entries = t.deps.db.select().from(adminAudit).all();
    expect(entries.find((e) => e.action === 'user.verify_email')).toMatchObject({ adminId: null, adminName: 'Vic Player', targetId: c.id });
    expect(auditRows(t.deps.db)[0]).toMatchObject({
      action: 'user.delete',
      targetId: victim.id,
      adminId: admin.id,
      details: { before: { email: victim.email, active_listings: 2, active_loans: 2 }, after: { forced: true, released_listings: 1 } },
    });
    expect(
      t.deps.db
        .select()
        .from(passwordResetTokens)
        .all()
        .filter((r) => r.userId === victim.id),
    ).toEqual([]);
  });

  it('an admin listing delete leaves nothing that points at the listing but its ratings, and keeps shared photos', async () => {
    const [owner, borrower, reporter] = [await createMember(t), await createMember(t), await createMember(t)];
    const [shared, unique] = [await photo('#aa0000'), await photo('#00aa00')];
    const doomed = await createListing(t, owner, { photos: [shared, unique], open_to_loan: true, brand: 'Monette', model: 'B2' });
    const sibling = await createListing(t, owner, { photos: [shared] });
    await actOk(t, owner, (await requestLoan(t, borrower, doomed.listing_id)).loan_id, 'approve');
    await sendOk(t, borrower, owner, 'About the Monette', doomed.listing_id);
    const general = await sendOk(t, borrower, owner, 'A general hello');
    await call(t, reporter, 'POST', '/api/moderation/flag', { content_id: doomed.listing_id, reason: 'Odd price.' });
    expect((await call(t, reporter, 'POST', '/api/watchlist', { listing_id: doomed.listing_id })).statusCode).toBe(201);
    await rateOk(t, borrower, owner, doomed.listing_id, 4);
    const ownerBefore = average(owner.id);

    const res = await call(t, admin, 'DELETE', `/api/admin/listings/${doomed.listing_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      JSON.stringify({
        message: 'Listing deleted successfully.',
        deletedListing: { listing_id: doomed.listing_id, brand: 'Monette', model: 'B2', user_id: owner.id },
      }),
    );
    const refs = referencesTo(t.deps.db, 'listings', doomed.listing_id);
    expect(Object.keys(refs)).toEqual(expect.arrayContaining(LISTING_REFERENCES));
    // Ratings whose transaction_id is the listing are kept (api §8.7); nothing else refers to it.
    expect(refs).toEqual({ ...zeros(refs), 'ratings.listing_id': 1 });
    expect(average(owner.id)).toEqual(ownerBefore);
    expect(filesExist(t, doomed.photos[1])).toEqual([false, false]);
    expect(filesExist(t, doomed.photos[0])).toEqual([true, true]);
    expect((await call(t, null, 'GET', `/api/listings/${sibling.listing_id}`)).json().photos).toEqual([doomed.photos[0]]);
    expect(t.deps.db.select().from(messages).where(eq(messages.id, general.message_id)).all()).toHaveLength(1);
    expect(auditRows(t.deps.db)[0]).toMatchObject({
      action: 'listing.delete',
      targetType: 'listing',
      targetId: doomed.listing_id,
      details: { before: { brand: 'Monette', model: 'B2', status: 'loaned', user_id: owner.id, photos: 2 }, after: null },
    });
    expect((await call(t, admin, 'DELETE', `/api/admin/listings/${doomed.listing_id}`)).json()).toEqual({ error: 'Listing not found.' });
  });

  it('hard-deletes a soft-deleted listing; 404 only when no row exists', async () => {
    const owner: Member = await createMember(t);
    const listing = await createListing(t, owner);
    await ok(t, owner, 'DELETE', `/api/listings/${listing.listing_id}`);
    expect((await call(t, admin, 'DELETE', `/api/admin/listings/${listing.listing_id}`)).statusCode).toBe(200);
    expect(t.deps.db.select().from(listings).where(eq(listings.id, listing.listing_id)).all()).toEqual([]);
    for (const id of ['999999', 'abc', '0'])
      expect((await call(t, admin, 'DELETE', `/api/admin/listings/${id}`)).json()).toEqual({ error: 'Listing not found.' });
  });
});
