import { users } from '@mpx/db';
import { CONDITIONS, STATES } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, startTestApp } from '../support/test-app';
import { bach7cKeys, call, keysOf, listSearches, saveSearch, searchState } from './support';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const NOT_FOUND = 'Saved search not found.';

describe('saved searches: create, list, rename, alerts on/off, delete', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('saves the browse query in canonical form, files it for matching, and lists it', async () => {
    const member = await createMember(t);
    const saved = await saveSearch(
      t,
      member,
      '  My 7C  ',
      'price_max=300&like=bach+7c&instrument_type=Trumpet&page=3&sort=price_asc&view=list&user_id=me&limit=5&utm=x',
    );
    expect(saved).toEqual({
      saved_search_id: expect.any(Number),
      name: 'My 7C',
      query: 'instrument_type=Trumpet&like=Bach+7C&price_max=300',
      alerts: true,
      alert_count: 0,
      last_alert_at: null,
      created_at: expect.stringMatching(ISO),
      updated_at: saved.created_at,
    });
    // Bach 7C: trumpet, rim 16.2 mm: filed under the rim buckets of 16.2 ± 0.30 mm and under its
    // published equivalents (Yamaha 11C4, Denis Wick 4B…), for trumpets.
    expect(keysOf(t, saved.saved_search_id)).toEqual(bach7cKeys.map((key) => `${key}|type:Trumpet`).sort());
    expect(await listSearches(t, member)).toEqual([saved]);

    // "like Bach 7C" typed as the search text is the same search; values sorted, repeats dropped.
    const typed = await saveSearch(t, member, 'Typed', 'q=like+Bach+7C&instrument_type=Trumpet&price_max=300.00');
    expect(typed.query).toBe(saved.query);
    const brands = await saveSearch(t, member, 'Brands', 'brand=Yamaha&brand=Bach&brand=Bach&brand=+Schilke+&condition=Good&condition=Excellent');
    expect(brands.query).toBe('brand=Bach&brand=Schilke&brand=Yamaha&condition=Excellent&condition=Good');
    expect(keysOf(t, brands.saved_search_id)).toEqual(['brand:Bach', 'brand:Schilke', 'brand:Yamaha']);
    const text = await saveSearch(t, member, 'Text', '?q=gold+plated&open_to_swap=true');
    expect(text.query).toBe('open_to_swap=true&q=gold+plated');
    // Every term must match: filed under the longest word's first letters.
    expect(keysOf(t, text.saved_search_id)).toEqual(['word:pla']);
    // A price alone: filed under the doubling price bands up to $50 (5,000 cents is in band 12).
    const price = await saveSearch(t, member, 'Cheap', 'price_max=50');
    expect(keysOf(t, price.saved_search_id)).toEqual(Array.from({ length: 13 }, (_, b) => `price:${b}`).sort());
    const swap = await saveSearch(t, member, 'Swaps', 'open_to_swap=true');
    expect(keysOf(t, swap.saved_search_id)).toEqual(['any']);
    // A range no price is in is kept as asked (it never matches).
    const never = await saveSearch(t, member, 'Never', 'price_max=0');
    expect(keysOf(t, never.saved_search_id)).toEqual(['any']);

    // Oldest first.
    expect((await listSearches(t, member)).map((s: { name: string }) => s.name)).toEqual(['My 7C', 'Typed', 'Brands', 'Text', 'Cheap', 'Swaps', 'Never']);
  });

  it('renames and switches alerts, moving updated_at only when something changed; deletes', async () => {
    const member = await createMember(t);
    const saved = await saveSearch(t, member, 'Old name', 'brand=Bach');
    t.clock.offsetMs += 60_000;
    try {
      const renamed = await call(t, member, 'searches.rename', { saved_search_id: saved.saved_search_id, name: ' New name ' });
      expect(renamed.status).toBe(200);
      expect(renamed.data).toEqual({ ...saved, name: 'New name', updated_at: expect.stringMatching(ISO) });
      expect(renamed.data.updated_at).not.toBe(saved.updated_at);

      const off = await call(t, member, 'searches.setAlerts', { saved_search_id: String(saved.saved_search_id), alerts: false });
      expect(off.data).toMatchObject({ name: 'New name', alerts: false });
      const again = await call(t, member, 'searches.setAlerts', { saved_search_id: saved.saved_search_id, alerts: false });
      expect(again.data).toEqual(off.data);
      expect(await listSearches(t, member)).toEqual([off.data]);

      const removed = await call(t, member, 'searches.remove', { saved_search_id: saved.saved_search_id });
      expect(removed).toEqual({ status: 200, data: { message: 'Saved search deleted.' }, error: null });
      expect(await listSearches(t, member)).toEqual([]);
      expect(keysOf(t, saved.saved_search_id)).toEqual([]);
      const twice = await call(t, member, 'searches.remove', { saved_search_id: saved.saved_search_id });
      expect([twice.status, twice.error?.message]).toEqual([404, NOT_FOUND]);
    } finally {
      t.clock.offsetMs -= 60_000;
    }
  });

  it('refuses bad names and queries with their messages, storing nothing', async () => {
    const member = await createMember(t);
    const before = searchState(t);
    const refused = async (input: unknown, message: string, path = 'searches.create') => {
      const answer = await call(t, member, path, input);
      expect([answer.status, answer.error?.code, answer.error?.message], JSON.stringify(input).slice(0, 200)).toEqual([400, 'BAD_REQUEST', message]);
      return answer;
    };
    await refused({ name: '', query: 'brand=Bach' }, 'Name is required.');
    await refused({ name: '   ', query: 'brand=Bach' }, 'Name is required.');
    await refused({ query: 'brand=Bach' }, 'Name is required.');
    await refused({ name: 'x'.repeat(61), query: 'brand=Bach' }, 'Name must be 60 characters or less.');
    await refused({ name: 'x'.repeat(200), query: 'brand=Bach' }, 'Name must be 60 characters or less.');
    const both = await refused({ name: '', query: '' }, 'Name is required.');
    expect(both.error?.issues).toEqual([
      { path: 'name', message: 'Name is required.' },
      { path: 'query', message: 'Add a filter, a search or a size before saving a search.' },
    ]);

    const empty = 'Add a filter, a search or a size before saving a search.';
    for (const query of ['', '?', 'page=2&sort=price_asc&view=list&limit=5&user_id=me', 'q=', 'q=+!!!+', 'brand=&model=%20', 'utm_source=x'])
      await refused({ name: 'x', query }, empty);
    await refused({ name: 'x', query: 12 }, empty);
    await refused({ name: 'x' }, empty);
    await refused({ name: 'x', query: `brand=${'b'.repeat(1995)}` }, 'Search must be 2000 characters or less.');
    await refused({ name: 'x', query: 'price_min=abc' }, 'price_min must be a number.');
    await refused({ name: 'x', query: 'brand=Bach&price_max=lots' }, 'price_max must be a number.');
    await refused({ name: 'x', query: 'open_to_swap=maybe' }, 'open_to_swap must be true or false.');
    await refused({ name: 'x', query: 'sort=cheapest&brand=Bach' }, 'Invalid sort. Must be one of: newest, price_asc, price_desc, distance');
    await refused({ name: 'x', query: `q=${'a'.repeat(101)}` }, 'Search text must be 100 characters or less.');
    const garbage = 'zq'.repeat(50);
    await refused({ name: 'x', query: `like=${garbage}` }, `No mouthpiece size we know matches "${garbage}". Try a maker and size, such as "Bach 7C".`);
    await refused({ name: 'x', query: `like=${garbage}x` }, 'Size reference must be 100 characters or less.');
    await refused({ name: 'x', query: 'instrument_type=Tenor+Trombone&like=Schilke+51' }, 'Schilke 51 has no published rim size to compare with.');
    expect(searchState(t)).toEqual(before);
  });

  it('takes every filter at its extreme, a 2,000-character query and Unicode as they are', async () => {
    const member = await createMember(t);
    const params = new URLSearchParams();
    for (const state of STATES) params.append('location_state', state);
    for (const condition of CONDITIONS) params.append('condition', condition);
    params.append('price_min', '0');
    params.append('price_max', '100000');
    params.append('q', `${'gold '.repeat(19)}plate`);
    params.append('open_to_loan', 'false');
    const extreme = await saveSearch(t, member, 'Everything', params.toString());
    expect(extreme.query).toBe(
      `condition=${[...CONDITIONS].sort().join('&condition=').replaceAll(' ', '+')}&location_state=${[...STATES].sort().join('&location_state=')}&open_to_loan=false&price_max=100000&price_min=0&q=${'gold+'.repeat(19)}plate`,
    );
    expect(keysOf(t, extreme.saved_search_id)).toEqual(['word:pla']);

    // Dozens of brands: filed by the instrument instead of a key per brand and instrument.
    const brands = await saveSearch(t, member, 'Brands', `instrument_type=Tuba&${Array.from({ length: 70 }, (_, i) => `brand=B${i}`).join('&')}`);
    expect(keysOf(t, brands.saved_search_id)).toEqual(['type:Tuba']);

    const long = `brand=${'b'.repeat(1994)}`;
    expect(long).toHaveLength(2000);
    expect((await saveSearch(t, member, 'Long', long)).query).toBe(long);

    const name = `Trompete für Ü ${'🎺'.repeat(45)}`;
    expect(Array.from(name)).toHaveLength(60);
    const unicode = await saveSearch(t, member, name, 'q=Dénis+wick&model=ÜBER');
    expect(unicode).toMatchObject({ name, query: 'model=%C3%9CBER&q=D%C3%A9nis+wick' });
    expect(new URLSearchParams(unicode.query).get('q')).toBe('Dénis wick');
    expect(keysOf(t, unicode.saved_search_id)).toEqual(['model:übe']);
  });

  it('keeps at most 20 per member', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await saveSearch(t, member, `Search ${i}`, `brand=B${i}`)).saved_search_id);
    const before = searchState(t);
    const refused = await call(t, member, 'searches.create', { name: 'One more', query: 'brand=Bach' });
    expect([refused.status, refused.error?.message]).toEqual([403, 'You can save up to 20 searches. Delete one to save another.']);
    expect(searchState(t)).toEqual(before);
    // Per member: another member is not affected; deleting one frees a place.
    await saveSearch(t, other, 'Mine', 'brand=Bach');
    await call(t, member, 'searches.remove', { saved_search_id: ids[0] });
    await saveSearch(t, member, 'One more', 'brand=Bach');
    expect(await listSearches(t, member)).toHaveLength(20);
  });

  it('answers 404 for an unknown id and 400 for one that is not an id, both "Saved search not found."', async () => {
    const member = await createMember(t);
    for (const path of ['searches.rename', 'searches.setAlerts', 'searches.remove']) {
      const input = { name: 'x', alerts: true };
      const unknown = await call(t, member, path, { ...input, saved_search_id: 999_999 });
      expect([unknown.status, unknown.error?.message], path).toEqual([404, NOT_FOUND]);
      for (const id of [0, -1, 1.5, 'abc', null]) {
        const bad = await call(t, member, path, { ...input, saved_search_id: id });
        expect([bad.status, bad.error?.message], `${path} ${String(id)}`).toEqual([400, NOT_FOUND]);
      }
    }
    const saved = await saveSearch(t, member, 'x', 'brand=Bach');
    const alerts = await call(t, member, 'searches.setAlerts', { saved_search_id: saved.saved_search_id, alerts: 'yes' });
    expect([alerts.status, alerts.error?.message]).toEqual([400, 'Alerts must be true or false.']);
    const rename = await call(t, member, 'searches.rename', { saved_search_id: saved.saved_search_id, name: 'y'.repeat(61) });
    expect([rename.status, rename.error?.message]).toEqual([400, 'Name must be 60 characters or less.']);
  });
});

describe('saved searches are their member’s only', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('guests get 401 on every procedure; another member gets 404 and changes nothing', async () => {
    const [owner, other] = [await createMember(t), await createMember(t)];
    const saved = await saveSearch(t, owner, 'Mine', 'brand=Bach');
    const id = saved.saved_search_id;
    const calls: [string, unknown][] = [
      ['searches.list', undefined],
      ['searches.create', { name: 'x', query: 'brand=Bach' }],
      ['searches.rename', { saved_search_id: id, name: 'Theirs' }],
      ['searches.setAlerts', { saved_search_id: id, alerts: false }],
      ['searches.remove', { saved_search_id: id }],
    ];
    const before = searchState(t);
    for (const [path, input] of calls) {
      const guest = await call(t, null, path, input);
      expect([guest.status, guest.error?.message], path).toEqual([401, 'No token provided.']);
      const bad = await t.request({ method: 'GET', url: '/trpc/searches.list', headers: { authorization: 'Bearer nope' } });
      expect(bad.statusCode).toBe(401);
    }
    for (const [path, input] of calls.slice(2)) {
      const answer = await call(t, other, path, input);
      expect([answer.status, answer.error?.code, answer.error?.message], path).toEqual([404, 'NOT_FOUND', NOT_FOUND]);
    }
    expect(searchState(t)).toEqual(before);
    expect(await listSearches(t, other)).toEqual([]);
    expect(await listSearches(t, owner)).toEqual([saved]);
  });

  it('a disabled account is signed out: its searches answer 401', async () => {
    const member = await createMember(t);
    await saveSearch(t, member, 'Mine', 'brand=Bach');
    t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.id, member.id)).run();
    const answer = await call(t, member, 'searches.list');
    expect(answer.status).toBe(401);
  });
});
