import { present } from '@mpx/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUrl, insertListings, listingBody, postListing } from '../support/listings';
import { createMember, ORIGIN, sessionCookie, startTestApp, type Member, type TestApp } from '../support/test-app';

describe('POST /api/listings', () => {
  let t: TestApp;
  let member: Member;

  beforeAll(async () => {
    t = await startTestApp();
    member = await createMember(t);
  });
  afterAll(() => t.close());

  it('answers 201 with the new, active Listing and normalised fields', async () => {
    const res = await postListing(t, member, {
      instrument_type: '  Tenor Trombone ',
      size: '',
      price: '120.555',
      open_to_swap: 'true',
      open_to_loan: 'false',
      paypal_link_override: 'paypal.com/paypalme/Slider/5',
      status: 'sold',
      listing_id: 999,
    });
    expect(res.statusCode).toBe(201);
    const listing = res.json();
    expect(listing).toMatchObject({
      user_id: member.id,
      instrument_type: 'Tenor Trombone',
      size: null,
      price: 120.56,
      open_to_swap: true,
      open_to_loan: false,
      status: 'active',
      photos: [],
      thumbnails: [],
      paypal_link_override: 'https://paypal.me/Slider',
      paypal_link_effective: 'https://paypal.me/Slider',
    });
    expect(listing.listing_id).not.toBe(999);
    expect(listing.created_at).toBe(listing.updated_at);
  });

  it('fills absent optional fields with their defaults', async () => {
    const { size: _s, open_to_swap: _w, open_to_loan: _l, photos: _p, ...required } = listingBody();
    const res = await t.request({ method: 'POST', url: '/api/listings', headers: member.auth, payload: required });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ size: null, open_to_swap: false, open_to_loan: false, photos: [], paypal_link_override: null });
  });

  it('40: a guest gets 401 and nothing is created', async () => {
    const res = await postListing(t, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'No token provided.' });
  });

  it('refuses a cookie-authenticated create from another origin', async () => {
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } });
    const cookie = `session=${present(sessionCookie(login), 'a session cookie').value}`;
    const foreign = await t.request({ method: 'POST', url: '/api/listings', headers: { cookie, origin: 'https://evil.example' }, payload: listingBody() });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'Invalid request origin.' });
    const same = await t.request({ method: 'POST', url: '/api/listings', headers: { cookie, origin: ORIGIN }, payload: listingBody() });
    expect(same.statusCode).toBe(201);
  });

  it('8: reports every failed field in the table order, error = issues[0].message', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/listings',
      headers: member.auth,
      payload: {
        brand: 'x'.repeat(101),
        model: '   ',
        size: 'y'.repeat(51),
        condition: 'Mint',
        price: 'free',
        description: 'too short',
        open_to_swap: 'yes',
        open_to_loan: 1,
        paypal_link_override: 'javascript:alert(1)//@x.io',
        photos: 'not an array',
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.issues).toEqual([
      { path: 'instrument_type', message: 'Instrument type is required.' },
      { path: 'brand', message: 'Brand must be 100 characters or less.' },
      { path: 'model', message: 'Model is required.' },
      { path: 'size', message: 'Size must be 50 characters or less.' },
      { path: 'condition', message: 'Invalid condition. Must be one of: New, Like New, Excellent, Very Good, Good, Fair, Poor' },
      { path: 'price', message: 'Price must be a valid number.' },
      { path: 'description', message: 'Description must be at least 10 characters long.' },
      { path: 'open_to_swap', message: 'open_to_swap must be a boolean.' },
      { path: 'open_to_loan', message: 'open_to_loan must be a boolean.' },
      { path: 'paypal_link_override', message: 'PayPal link must be a valid PayPal.Me URL, PayPal.Me handle or email address.' },
      { path: 'photos', message: 'Photos must be an array.' },
    ]);
    expect(body.error).toBe(body.issues[0].message);
  });

  it.each([
    [{ price: undefined }, 'Price is required.'],
    [{ price: '' }, 'Price is required.'],
    [{ price: 0.004 }, 'Price must be greater than 0.'],
    [{ price: -5 }, 'Price must be greater than 0.'],
    [{ price: 100000.01 }, 'Price cannot exceed $100,000.'],
    [{ price: true }, 'Price must be a valid number.'],
    [{ condition: '' }, 'Condition is required.'],
    [{ size: 42 }, 'Size must be a string.'],
    [{ description: 'd'.repeat(2001) }, 'Description must be 2000 characters or less.'],
    [{ instrument_type: 't'.repeat(101) }, 'Instrument type must be 100 characters or less.'],
    [{ paypal_link_override: 'me@mailinator.com' }, 'Disposable email addresses are not allowed for PayPal.'],
    [{ paypal_link_override: 7 }, 'PayPal link must be a string.'],
    [{ photos: null }, 'Photos must be an array.'],
  ])('refuses %o with %s', async (override, message) => {
    const res = await postListing(t, member, override);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('accepts the price bounds after rounding', async () => {
    expect((await postListing(t, member, { price: 0.005 })).json().price).toBe(0.01);
    expect((await postListing(t, member, { price: '100000.004' })).json().price).toBe(100000);
  });

  it('checks photos only when every other field is valid', async () => {
    const res = await postListing(t, member, { price: 'nope', photos: ['not a photo'] });
    expect(res.json().issues).toEqual([{ path: 'price', message: 'Price must be a valid number.' }]);
  });

  it('answers 400 for a body that is not a JSON object, and 415 for other content types', async () => {
    const array = await t.request({ method: 'POST', url: '/api/listings', headers: { ...member.auth, 'content-type': 'application/json' }, payload: '[1]' });
    expect(array.json()).toEqual({ error: 'Request body must be a JSON object.' });
    const text = await t.request({ method: 'POST', url: '/api/listings', headers: { ...member.auth, 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(415);
  });
});

describe('the active-listing limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('44: creating a 21st active listing answers 403, and nothing is created', async () => {
    const member = await createMember(t);
    insertListings(t, member.id, 20);
    insertListings(t, member.id, 3, { status: 'paused' });
    const res = await postListing(t, member);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Listing limit reached. You may have up to 20 active listings.' });
    const mine = await t.request({ method: 'GET', url: '/api/listings?user_id=me', headers: member.auth });
    expect(mine.json().pagination.totalCount).toBe(23);
  });

  it('validation comes before the limit', async () => {
    const member = await createMember(t);
    insertListings(t, member.id, 20);
    const res = await postListing(t, member, { brand: '' });
    expect(res.statusCode).toBe(400);
    expect((await postListing(t, member, { photos: [dataUrl('image/png', Buffer.from('nope'))] })).json().error).toBe(
      'Photo 1: File content does not match its type.',
    );
  });

  it('shows the configured number', async () => {
    const small = await startTestApp({ MAX_ACTIVE_LISTINGS: '2' });
    try {
      const member = await createMember(small);
      expect((await postListing(small, member)).statusCode).toBe(201);
      expect((await postListing(small, member)).statusCode).toBe(201);
      const third = await postListing(small, member);
      expect(third.statusCode).toBe(403);
      expect(third.json()).toEqual({ error: 'Listing limit reached. You may have up to 2 active listings.' });
    } finally {
      await small.close();
    }
  });

  it('two concurrent creates cannot both take the last slot', async () => {
    const member = await createMember(t);
    insertListings(t, member.id, 19);
    const results = await Promise.all([postListing(t, member), postListing(t, member), postListing(t, member)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
  });
});
