import { listings, loans, messages, ratings, users } from '@mpx/db';
import { restRoutes } from '@mpx/api';
import { present } from '@mpx/shared';
import { eq, or } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { actOk, loanableListing, requestLoan, startLoansApp } from '../loans/support';
import { sendOk } from '../messages/support';
import { rateOk } from '../ratings/support';
import { createListing } from '../support/listings';
import { createAdmin, createMember } from '../support/test-app';
import { call, ok, summary } from './support';

/** API §13, items 66 to 70, each over REST as a client would see it. */
describe('acceptance checklist: moderation, admin and analytics (#66–#70)', async () => {
  const t = await startLoansApp();
  afterAll(() => t.close());
  const admin = await createAdmin(t);

  it('#66: flagging one’s own listing answers 400; a second flag by the same member answers 409', async () => {
    const [owner, reporter] = [await createMember(t), await createMember(t)];
    const listing = await createListing(t, owner);
    const flag = (who: typeof owner) => call(t, who, 'POST', '/api/moderation/flag', { content_id: listing.listing_id, reason: 'Looks like a fake.' });
    const own = await flag(owner);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ error: 'You cannot flag your own listing.' });
    expect((await flag(reporter)).statusCode).toBe(201);
    const again = await flag(reporter);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'You have already flagged this listing.' });
  });

  it('#67: a member on any /api/admin/ endpoint or GET /api/moderation/flags gets 403 Admin access required.; a guest 401', async () => {
    const member = await createMember(t);
    const adminOnly = restRoutes.filter((r) => r.path.startsWith('/admin/') || r.path.startsWith('/moderation/flags') || r.path === '/moderation/dashboard');
    expect(adminOnly.length).toBe(13);
    for (const route of adminOnly) {
      const url = `/api${route.path.replace(/:\w+/g, String(member.id))}`;
      const asMember = await call(t, member, route.method, url, route.method === 'GET' ? undefined : {});
      expect([route.path, asMember.statusCode, asMember.json()]).toEqual([route.path, 403, { error: 'Admin access required.' }]);
      const asGuest = await call(t, null, route.method, url);
      expect([route.path, asGuest.statusCode, asGuest.json()]).toEqual([route.path, 401, { error: 'No token provided.' }]);
    }
    // Nothing was changed by any of them: the member is still there, still not an admin.
    expect(t.deps.db.select().from(users).where(eq(users.id, member.id)).get()).toMatchObject({ isAdmin: false, emailVerified: true });
  });

  it('#68: deleting a user with an active listing answers 409 without force and deletes nothing; with ?force=true everything of theirs goes', async () => {
    const [victim, lender, other] = [await createMember(t), await createMember(t), await createMember(t)];
    const own = await createListing(t, victim);
    // The victim borrows the lender's listing, and messages with them.
    const borrowed = await loanableListing(t, lender);
    const loan = await requestLoan(t, victim, borrowed);
    await actOk(t, lender, loan.loan_id, 'approve');
    await sendOk(t, victim, lender, 'Thanks for the loan!');
    await sendOk(t, lender, victim, 'Enjoy it.', own.listing_id);
    // The lender has two ratings: 4 stars from the victim, 2 from someone else; the victim got one too.
    const rated = await createListing(t, lender);
    await rateOk(t, victim, lender, rated.listing_id, 4);
    await rateOk(t, other, lender, rated.listing_id, 2);
    await rateOk(t, lender, victim, own.listing_id, 5);
    expect(t.deps.db.select().from(users).where(eq(users.id, lender.id)).get()).toMatchObject({ averageRating: 3, ratingCount: 2 });

    const before = await summary(t, admin);
    const refused = await call(t, admin, 'DELETE', `/api/admin/users/${victim.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toBe(
      JSON.stringify({
        error: 'This user has active listings or loans.',
        warning: true,
        message: 'Warning: this user has active listings or loans - do you want to proceed?',
        activeListings: 1,
        activeLoans: 1,
      }),
    );
    expect(await summary(t, admin)).toEqual(before);
    expect((await call(t, victim, 'GET', '/api/auth/me')).statusCode).toBe(200);
    // Anything but exactly `true` is not forcing.
    for (const force of ['TRUE', '1', 'yes', '']) expect((await call(t, admin, 'DELETE', `/api/admin/users/${victim.id}?force=${force}`)).statusCode).toBe(409);

    const forced = await call(t, admin, 'DELETE', `/api/admin/users/${victim.id}?force=true`);
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toEqual({ message: 'User deleted successfully.' });

    const db = t.deps.db;
    expect(db.select().from(users).where(eq(users.id, victim.id)).all()).toEqual([]);
    expect(db.select().from(listings).where(eq(listings.userId, victim.id)).all()).toEqual([]);
    expect(
      db
        .select()
        .from(loans)
        .where(or(eq(loans.borrowerId, victim.id), eq(loans.lenderId, victim.id)))
        .all(),
    ).toEqual([]);
    expect(
      db
        .select()
        .from(messages)
        .where(or(eq(messages.senderId, victim.id), eq(messages.recipientId, victim.id)))
        .all(),
    ).toEqual([]);
    expect(
      db
        .select()
        .from(ratings)
        .where(or(eq(ratings.fromUserId, victim.id), eq(ratings.toUserId, victim.id)))
        .all(),
    ).toEqual([]);
    // The user they rated has only the other rating left.
    expect(db.select().from(users).where(eq(users.id, lender.id)).get()).toMatchObject({ averageRating: 2, ratingCount: 1 });
    expect((await call(t, null, 'GET', `/api/profile/${lender.id}`)).json()).toMatchObject({ average_rating: 2, rating_count: 1 });
    // Their session ended with them; their listing is gone from every listing endpoint.
    expect((await call(t, victim, 'GET', '/api/auth/me')).json()).toEqual({ error: 'Invalid or expired token.' });
    expect((await call(t, null, 'GET', `/api/listings/${own.listing_id}`)).statusCode).toBe(404);
    // The lender's listing, on loan to the deleted user, is back to active rather than on loan to nobody.
    expect(present(db.select().from(listings).where(eq(listings.id, borrowed)).get(), 'the borrowed listing').status).toBe('active');
  });

  it('#69: an admin cannot delete themselves or remove their own admin status; is_admin in a PUT body changes nothing', async () => {
    const self = await call(t, admin, 'DELETE', `/api/admin/users/${admin.id}?force=true`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'Cannot delete your own account.' });
    const demote = await call(t, admin, 'PATCH', `/api/admin/users/${admin.id}/admin`, { is_admin: false });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toEqual({ error: 'Cannot remove your own admin status.' });
    expect(await ok<object>(t, admin, 'GET', '/api/auth/me')).toMatchObject({ is_admin: true });

    const member = await createMember(t);
    const other = await createAdmin(t);
    const users = await ok<{ user_id: number; is_admin: boolean }[]>(t, admin, 'GET', '/api/admin/users');
    const asListed = present(
      users.find((u) => u.user_id === other.id),
      'the other admin',
    );
    const put = await call(t, admin, 'PUT', `/api/admin/users/${other.id}`, { ...asListed, is_admin: false, name: 'Otto Admin' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ user_id: other.id, is_admin: true, name: 'Otto Admin' });
    const promote = await call(t, admin, 'PUT', `/api/admin/users/${member.id}`, { is_admin: true, email_verified: false });
    expect(promote.json()).toMatchObject({ is_admin: false, email_verified: true });
  });

  it('#70: status bogus answers 400 Invalid status.; an unknown flag 404 Flag not found.; loans.active counts active and return_pending', async () => {
    const [owner, reporter, borrower] = [await createMember(t), await createMember(t), await createMember(t)];
    const listing = await createListing(t, owner);
    const flag = (await call(t, reporter, 'POST', '/api/moderation/flag', { content_id: listing.listing_id, reason: 'Stolen photos.' })).json();
    const bogus = await call(t, admin, 'PATCH', `/api/moderation/flags/${flag.flag_id}`, { status: 'bogus' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json()).toEqual({ error: 'Invalid status.', issues: [{ path: 'status', message: 'Invalid status.' }] });
    const unknown = await call(t, admin, 'PATCH', '/api/moderation/flags/999999', { status: 'resolved' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Flag not found.' });

    const before = await summary(t, admin);
    const active = await requestLoan(t, borrower, await loanableListing(t, owner));
    await actOk(t, owner, active.loan_id, 'approve');
    const returning = await requestLoan(t, borrower, await loanableListing(t, owner));
    await actOk(t, owner, returning.loan_id, 'approve');
    await actOk(t, borrower, returning.loan_id, 'return');
    const after = await summary(t, admin);
    expect(after.loans.active - before.loans.active).toBe(2);
  });
});
