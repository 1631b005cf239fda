import { sendSearchDigests } from '@mpx/api';
import { LISTING_QUERY_MESSAGES, WANTED_EXPIRY_MS, WANTED_TEXTS } from '@mpx/shared';
import { to } from '@mpx/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { CLOCK_JOBS } from '../../src/clock-jobs';
import { createListing, listingBody } from '../support/listings';
import { rest } from '../support/rest';
import { call, searchNotificationsOf } from '../searches/support';
import { createMember, loginToken, startTestApp, type Member, type TestApp } from '../support/test-app';

const SCHILKE_14 = { instrument_type: 'Trumpet', like: 'Schilke 14', near: '3000', within_km: 50, note: 'For lead playing.' };
const SCHILKE_LISTING = { instrument_type: 'Trumpet', brand: 'Schilke', model: '14', size: '14', price: 150 };

async function post(t: TestApp, member: Member, body: Record<string, unknown> = SCHILKE_14) {
  const answer = await rest(t, member, 'POST', '/api/wanted', body);
  if (answer.status !== 201) throw new Error(`post failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.wanted;
}

/** The wanted board over REST (api §27): public to read, its posts their members' own, matched as saved searches are. */
describe('the wanted board', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('posts a wanted and shows it on the public board with the member’s name and suburb, never an email', async () => {
    const wanter = await createMember(t, { nickname: 'Lead', location_postcode: '3000' });
    const wanted = await post(t, wanter);
    expect(wanted).toMatchObject({
      member: { id: wanter.id, name: 'Lead' },
      suburb: expect.stringMatching(/Melbourne/),
      instrument_type: 'Trumpet',
      like: 'Schilke 14',
      rim_min: null,
      cup: null,
      near: '3000',
      within_km: 50,
      note: 'For lead playing.',
      summary: expect.stringContaining('like Schilke 14'),
    });
    const board = await rest(t, null, 'GET', '/api/wanted?instrument_type=Trumpet');
    expect(board.status).toBe(200);
    expect(board.body.wanted[0]).toEqual(wanted);
    expect(board.body.total).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(board.body)).not.toContain(wanter.email);
    // Another instrument leaves it out; so does a distance too far from the wanter's postcode (Perth).
    expect((await rest(t, null, 'GET', '/api/wanted?instrument_type=Tuba')).body.wanted).not.toContainEqual(wanted);
    expect((await rest(t, null, 'GET', '/api/wanted?near=6000&within_km=50')).body.wanted).not.toContainEqual(wanted);
    expect((await rest(t, null, 'GET', '/api/wanted?near=3000&within_km=10')).body.wanted).toContainEqual(wanted);
    // It is not one of the member's private saved searches.
    expect((await call(t, wanter, 'searches.list')).data.searches).toEqual([]);
  });

  it('lets guests read but not post; only the owner changes a post', async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    const wanted = await post(t, owner);
    expect(await rest(t, null, 'POST', '/api/wanted', SCHILKE_14)).toEqual({ status: 401, body: { error: 'No token provided.' } });
    expect((await rest(t, null, 'PUT', `/api/wanted/${wanted.wanted_id}`, SCHILKE_14)).status).toBe(401);
    expect((await rest(t, null, 'DELETE', `/api/wanted/${wanted.wanted_id}`)).status).toBe(401);
    expect(await rest(t, other, 'PUT', `/api/wanted/${wanted.wanted_id}`, SCHILKE_14)).toEqual({ status: 403, body: { error: WANTED_TEXTS.notOwner } });
    expect(await rest(t, other, 'DELETE', `/api/wanted/${wanted.wanted_id}`)).toEqual({ status: 403, body: { error: WANTED_TEXTS.notOwner } });
    expect((await rest(t, other, 'POST', `/api/wanted/${wanted.wanted_id}/renew`)).status).toBe(403);
    for (const id of ['999999', 'abc']) {
      expect(await rest(t, owner, 'PUT', `/api/wanted/${id}`, SCHILKE_14)).toEqual({ status: 404, body: { error: WANTED_TEXTS.notFound } });
      expect(await rest(t, owner, 'DELETE', `/api/wanted/${id}`)).toEqual({ status: 404, body: { error: WANTED_TEXTS.notFound } });
    }
    const edited = await rest(t, owner, 'PUT', `/api/wanted/${wanted.wanted_id}`, { instrument_type: 'Trumpet', rim_min: 16.5, rim_max: 17, note: '' });
    expect(edited).toMatchObject({ status: 200, body: { wanted: { wanted_id: wanted.wanted_id, like: null, rim_min: 16.5, rim_max: 17, note: null } } });
    expect(await rest(t, owner, 'DELETE', `/api/wanted/${wanted.wanted_id}`)).toEqual({ status: 200, body: { message: WANTED_TEXTS.deleted } });
    expect((await rest(t, null, 'GET', '/api/wanted')).body.wanted.map((w: { wanted_id: number }) => w.wanted_id)).not.toContain(wanted.wanted_id);
  });

  it('refuses bad input with the browse filters’ own texts', async () => {
    const member = await createMember(t);
    const refused = async (body: Record<string, unknown>) => {
      const answer = await rest(t, member, 'POST', '/api/wanted', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      return String(answer.body.error);
    };
    expect(await refused({ instrument_type: 'Trumpet', rim_min: 17, rim_max: 16 })).toContain(LISTING_QUERY_MESSAGES.rimOrder);
    expect(await refused({ instrument_type: 'Trumpet', rim_min: 2 })).toContain(LISTING_QUERY_MESSAGES.rimMin);
    expect(await refused({ instrument_type: 'Trumpet', rim_max: 99 })).toContain(LISTING_QUERY_MESSAGES.rimMax);
    expect(await refused({ instrument_type: 'Trumpet', like: 'Bach 7C', cup: 'bogus' })).toContain(LISTING_QUERY_MESSAGES.cup);
    expect(await refused({ instrument_type: 'Trumpet' })).toContain(WANTED_TEXTS.sizeOrRim);
    // A cup word narrows a size or a rim range; alone it is not enough to post.
    expect(await refused({ instrument_type: 'Trumpet', cup: 'deep' })).toContain(WANTED_TEXTS.sizeOrRim);
    expect(await refused({ instrument_type: 'Kazoo', like: 'Bach 7C' })).toContain('Invalid instrument type');
    expect(await refused({ instrument_type: 'Trumpet', like: 'Nobody 99Z' })).not.toBe('');
    expect(await refused({ ...SCHILKE_14, near: undefined })).toContain('near');
  });

  it('tells each wanter once of a matching listing, in the digest too, and shows the seller who wants it', async () => {
    const wanter = await createMember(t, { first_name: 'Wendy' });
    const seller = await createMember(t);
    const stranger = await createMember(t);
    const wanted = await post(t, wanter);
    const listing = await createListing(t, seller, SCHILKE_LISTING);
    expect(searchNotificationsOf(t, wanter.id)).toEqual([
      expect.objectContaining({ message: 'New listing for "Wanted: Trumpet · like Schilke 14 · within 50 km of 3000": Schilke 14' }),
    ]);
    // Edited: not told again.
    const edit = await t.request({
      method: 'PUT',
      url: `/api/listings/${listing.listing_id}`,
      headers: seller.auth,
      payload: listingBody({ ...SCHILKE_LISTING, price: 140 }),
    });
    expect(edit.statusCode).toBe(200);
    expect(searchNotificationsOf(t, wanter.id)).toHaveLength(1);

    // Earlier tests' Schilke 14 posts in Melbourne want it too.
    const wanters = await rest(t, seller, 'GET', `/api/listings/${listing.listing_id}/wanted`);
    expect(wanters.status).toBe(200);
    expect(wanters.body.wanted).toContainEqual(wanted);
    expect(wanters.body.count).toBe(wanters.body.wanted.length);
    expect((await rest(t, stranger, 'GET', `/api/listings/${listing.listing_id}/wanted`)).status).toBe(403);
    expect((await rest(t, null, 'GET', `/api/listings/${listing.listing_id}/wanted`)).status).toBe(401);
    expect((await rest(t, seller, 'GET', '/api/listings/999999/wanted')).status).toBe(404);
    // The form's live count, for a draft not yet listed.
    const draft = { instrument_type: 'Trumpet', brand: 'Schilke', model: '14', size: '14' };
    expect((await call(t, seller, 'wanted.draftCount', draft)).data).toEqual({ count: wanters.body.count });
    expect((await call(t, seller, 'wanted.draftCount', { ...draft, instrument_type: 'Tuba' })).data).toEqual({ count: 0 });

    sendSearchDigests(t.deps);
    await t.deps.mailer.flush();
    const digest = t.smtp.messages.filter(to(wanter.email)).find((m) => /saved searches$/.test(m.subject));
    expect(digest?.text).toContain('Wanted: Trumpet · like Schilke 14');
    expect(digest?.text).toContain(`/listings/${listing.listing_id}`);
  });

  it('with a cup word, matches a listing with that cup and not one with another', async () => {
    const wanter = await createMember(t);
    const seller = await createMember(t);
    const wanted = await post(t, wanter, { instrument_type: 'Tenor Trombone', rim_min: 25, rim_max: 26, cup: 'deep' });
    expect(wanted).toMatchObject({ cup: 'deep', summary: 'Tenor Trombone · rim 25.0–26.0 mm · deep cup' });
    expect(wanted.query).toBe('cup=deep&instrument_type=Tenor+Trombone&rim_max=26&rim_min=25');
    // Both rims are in range (Bach 6 1/2AL 25.4 mm, 5G 25.5 mm); only the 5G's cup is deep.
    const mediumDeep = await createListing(t, seller, { instrument_type: 'Tenor Trombone', brand: 'Bach', model: 'Strad', size: '6 1/2AL' });
    const deep = await createListing(t, seller, { instrument_type: 'Tenor Trombone', brand: 'Bach', model: 'Strad', size: '5G' });
    expect(searchNotificationsOf(t, wanter.id)).toEqual([
      expect.objectContaining({ message: 'New listing for "Wanted: Tenor Trombone · rim 25.0–26.0 mm · deep cup": Bach Strad' }),
    ]);
    expect((await rest(t, seller, 'GET', `/api/listings/${deep.listing_id}/wanted`)).body.wanted).toContainEqual(wanted);
    expect((await rest(t, seller, 'GET', `/api/listings/${mediumDeep.listing_id}/wanted`)).body.wanted).not.toContainEqual(wanted);

    // Edited to another cup: the board says it, and the same matcher follows it.
    const edited = await rest(t, wanter, 'PUT', `/api/wanted/${wanted.wanted_id}`, {
      instrument_type: 'Tenor Trombone',
      rim_min: 25,
      rim_max: 26,
      cup: 'medium deep',
    });
    expect(edited).toMatchObject({ status: 200, body: { wanted: { cup: 'medium deep', summary: 'Tenor Trombone · rim 25.0–26.0 mm · medium deep cup' } } });
    expect((await rest(t, seller, 'GET', `/api/listings/${mediumDeep.listing_id}/wanted`)).body.wanted).toContainEqual(edited.body.wanted);
  });

  it('expires after 90 days off the board and unmatched, until renewed', async () => {
    const start = t.clock.offsetMs;
    try {
      const wanter = await createMember(t);
      const wanted = await post(t, wanter, { instrument_type: 'Trumpet', rim_min: 16.8, rim_max: 17 });
      t.clock.offsetMs += WANTED_EXPIRY_MS + 1000;
      // Sessions expire too: both sign in at the new time.
      const seller = await createMember(t);
      const again = { ...wanter, auth: { authorization: `Bearer ${await loginToken(t, wanter.email, wanter.password)}` } };
      for (const job of CLOCK_JOBS) job.run(t.deps);
      const ids = async () => (await rest(t, null, 'GET', '/api/wanted')).body.wanted.map((w: { wanted_id: number }) => w.wanted_id);
      expect(await ids()).not.toContain(wanted.wanted_id);
      await createListing(t, seller, SCHILKE_LISTING);
      expect(searchNotificationsOf(t, wanter.id)).toHaveLength(0);
      const renewed = await rest(t, again, 'POST', `/api/wanted/${wanted.wanted_id}/renew`);
      expect(renewed.status).toBe(200);
      expect(Date.parse(renewed.body.wanted.expires_at)).toBeGreaterThan(t.deps.now() + WANTED_EXPIRY_MS - 60_000);
      expect(await ids()).toContain(wanted.wanted_id);
      await createListing(t, seller, SCHILKE_LISTING);
      expect(searchNotificationsOf(t, wanter.id)).toHaveLength(1);
    } finally {
      t.clock.offsetMs = start;
    }
  });
});
