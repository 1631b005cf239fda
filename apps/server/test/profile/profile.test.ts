import { afterAll, describe, expect, it } from 'vitest';
import { createMember, startTestApp } from '../support/test-app';

describe('profile (api §2)', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const put = (auth: Record<string, string>, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: '/api/profile/me', headers: auth, payload });
  const own = async (auth: Record<string, string>) => (await t.request({ method: 'GET', url: '/api/profile/me', headers: auth })).json();

  it('GET /api/profile/me answers OwnProfile: Me plus join_date', async () => {
    const member = await createMember(t);
    const profile = await own(member.auth);
    expect(profile).toMatchObject({
      user_id: member.id,
      email: member.email,
      name: 'Sam Player',
      nickname: 'Slide',
      location_state: 'VIC',
      location_postcode: '3000',
      paypal_link: null,
      email_notifications: true,
    });
    expect(profile.join_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('checklist 25: sending back the whole object plus is_admin and a new email changes neither', async () => {
    const member = await createMember(t);
    const profile = await own(member.auth);
    const res = await put(member.auth, {
      ...profile,
      is_admin: true,
      email_verified: false,
      email: 'hijack@example.com',
      status: 'disabled',
      average_rating: 5,
      rating_count: 99,
      user_id: 1,
      name: 'New Name',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      is_admin: false,
      email: member.email,
      email_verified: true,
      status: 'active',
      average_rating: 0,
      rating_count: 0,
      user_id: member.id,
      name: 'New Name',
    });
  });

  it('checklist 26: payment links are normalised; a script URL is refused', async () => {
    const member = await createMember(t);
    expect((await put(member.auth, { paypal_link: 'myhandle' })).json().paypal_link).toBe('https://paypal.me/myhandle');
    expect((await put(member.auth, { paypal_link: 'www.paypal.me/Abc/25' })).json().paypal_link).toBe('https://paypal.me/Abc');
    expect((await put(member.auth, { paypal_link: 'Seller@Example.com' })).json().paypal_link).toBe('seller@example.com');
    const bad = await put(member.auth, { paypal_link: 'javascript:alert(1)//@x.io' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'PayPal link must be a valid PayPal.Me URL, PayPal.Me handle or email address.',
      issues: [{ path: 'paypal_link', message: 'PayPal link must be a valid PayPal.Me URL, PayPal.Me handle or email address.' }],
    });
    expect((await put(member.auth, { paypal_link: 'me@mailinator.com' })).json().error).toBe('Disposable email addresses are not allowed for PayPal.');
    expect((await put(member.auth, { paypal_link: 12 })).json().error).toBe('PayPal link must be a string.');
    expect((await own(member.auth)).paypal_link).toBe('seller@example.com');
  });

  it('checklist 27: "" clears the link; a body without paypal_link leaves it unchanged', async () => {
    const member = await createMember(t);
    await put(member.auth, { paypal_link: 'keepme' });
    expect((await put(member.auth, { nickname: 'Other' })).json().paypal_link).toBe('https://paypal.me/keepme');
    expect((await put(member.auth, { paypal_link: '' })).json().paypal_link).toBeNull();
    await put(member.auth, { paypal_link: 'again' });
    expect((await put(member.auth, { paypal_link: null })).json().paypal_link).toBeNull();
  });

  it('absent fields keep their values; "" or null clears the nickname', async () => {
    const member = await createMember(t);
    expect((await put(member.auth, {})).json()).toMatchObject({ name: 'Sam Player', nickname: 'Slide', location_state: 'VIC' });
    expect((await put(member.auth, { nickname: '' })).json().nickname).toBeNull();
    await put(member.auth, { nickname: 'Back' });
    expect((await put(member.auth, { nickname: null })).json().nickname).toBeNull();
    expect((await put(member.auth, { email_notifications: false })).json().email_notifications).toBe(false);
  });

  it('validates with the contract messages and changes nothing on failure', async () => {
    const member = await createMember(t);
    const res = await put(member.auth, {
      name: null,
      nickname: 5,
      location_state: 'Victoria',
      location_postcode: '30',
      paypal_link: 'a b',
      email_notifications: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'name', message: 'Name is required.' },
      { path: 'nickname', message: 'Nickname must be a string.' },
      { path: 'location_state', message: 'Invalid state. Must be one of: NSW, VIC, QLD, WA, SA, TAS, ACT, NT' },
      { path: 'location_postcode', message: 'Postcode must be exactly 4 digits.' },
      { path: 'paypal_link', message: 'PayPal link must be a valid PayPal.Me URL, PayPal.Me handle or email address.' },
      { path: 'email_notifications', message: 'Email notifications must be a boolean.' },
    ]);
    expect((await put(member.auth, { name: ' J ' })).json().error).toBe('Name must be at least 2 characters long.');
    expect((await put(member.auth, { name: 'n'.repeat(101) })).json().error).toBe('Name must be 100 characters or less.');
    expect((await put(member.auth, { name: '   ' })).json().error).toBe('Name is required.');
    expect((await put(member.auth, { nickname: 'n'.repeat(51) })).json().error).toBe('Nickname must be 50 characters or less.');
    expect(await own(member.auth)).toMatchObject({ name: 'Sam Player', nickname: 'Slide', location_postcode: '3000' });
  });

  it('checklist 28: GET /api/profile/{id} answers exactly the PublicUser fields', async () => {
    const member = await createMember(t);
    await put(member.auth, { paypal_link: 'secret1' });
    const res = await t.request({ method: 'GET', url: `/api/profile/${member.id}` });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['average_rating', 'join_date', 'location_state', 'name', 'nickname', 'rating_count', 'user_id']);
    expect(res.json()).toMatchObject({ user_id: member.id, name: 'Sam Player', nickname: 'Slide', location_state: 'VIC', average_rating: 0, rating_count: 0 });
  });

  it('an unknown or malformed user id answers 404 "User not found."', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      const res = await t.request({ method: 'GET', url: `/api/profile/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'User not found.' });
    }
  });
});
