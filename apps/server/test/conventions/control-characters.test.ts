import { restRoutes } from '@mpx/api';
import { savedSearches } from '@mpx/db';
import { isRecord, itemAt, listingQueryFields, present } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsOf, call, saveSearch, searchState } from '../searches/support';
import { insertListings, postListing } from '../support/listings';
import { createMember, startTestApp, type Member, type TestApp } from '../support/test-app';

/** Every control character (Unicode Cc): U+0000–U+001F and U+007F–U+009F. */
const CONTROLS = Array.from({ length: 0xa0 }, (_, code) => String.fromCharCode(code)).filter((c) => /\p{Cc}/u.test(c));
const shown = (c: string) => `U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Every parameter the browse parser reads, as declared: a new one is covered without editing this test. */
const BROWSE_PARAMS = Object.keys(listingQueryFields.shape);

/** Values around each control character: alone, inside a word pair, after a postcode. */
const valuesWith = (c: string) => [c, `Bach${c}7C`, `3000${c}`];

interface Answer {
  status: number;
  error: unknown;
}

/** A refusal must say what is wrong in words; anything else must be an answer. */
function expectAnswerOrClearRefusal(answer: Answer, what: string, ok = 200) {
  expect([ok, 400], `${what}: ${answer.status} ${String(answer.error)}`).toContain(answer.status);
  if (answer.status === 400) expect(answer.error, what).toEqual(expect.stringMatching(/\w{3}/));
}

/**
 * Control characters carry no meaning in a parameter (ADR 013): in every text the browse and
 * saved searches read they count as spaces, the same over REST and tRPC, and nothing can reach
 * a 5xx. NUL in the search text used to end SQLite's reading of the FTS5 query mid-string
 * ("unterminated string": 500).
 */
describe('control characters in parameters', () => {
  let t: TestApp;
  let member: Member;
  let bach7c: number;

  beforeAll(async () => {
    t = await startTestApp();
    member = await createMember(t);
    bach7c = itemAt(insertListings(t, member.id, 1, { brand: 'Bach', model: 'Bach 7C', createdAt: Date.now() + 60_000 }), 0);
  });
  afterAll(() => t.close());

  const rest = async (url: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'GET'): Promise<Answer> => {
    const res = await t.request({ method, url, headers: member.auth, ...(method === 'GET' ? {} : { payload: {} }) });
    return { status: res.statusCode, error: res.statusCode === 200 ? null : res.json<{ error?: unknown }>().error };
  };
  const trpcList = async (input: Record<string, string>): Promise<Answer> => {
    const res = await t.request({ method: 'GET', url: `/trpc/listings.list?input=${encodeURIComponent(JSON.stringify(input))}`, headers: member.auth });
    return { status: res.statusCode, error: res.statusCode === 200 ? null : res.json<{ error: { message?: unknown } }>().error.message };
  };

  it('every browse parameter, over REST and tRPC: an answer or a 400 in words, never a 5xx', async () => {
    expect(BROWSE_PARAMS).toEqual(expect.arrayContaining(['q', 'brand', 'model', 'like', 'near', 'instrument_type']));
    for (const param of BROWSE_PARAMS) {
      for (const c of CONTROLS) {
        for (const value of valuesWith(c)) {
          const what = `${param}=${JSON.stringify(value)}`;
          expectAnswerOrClearRefusal(await rest(`/api/listings?${new URLSearchParams({ [param]: value }).toString()}`), `REST ${what}`);
          expectAnswerOrClearRefusal(await trpcList({ [param]: value }), `tRPC ${what}`);
        }
      }
    }
  });

  it('reads a control character in the search text as a space, the same over REST and tRPC', async () => {
    for (const c of CONTROLS) {
      const res = await t.request({ method: 'GET', url: `/api/listings?q=${encodeURIComponent(`Bach${c}7C${c}`)}` });
      expect(
        res.json<{ listings: { listing_id: number }[] }>().listings.map((l) => l.listing_id),
        shown(c),
      ).toEqual([bach7c]);
      const trpc = await t.request({ method: 'GET', url: `/trpc/listings.list?input=${encodeURIComponent(JSON.stringify({ q: `${c}Bach${c}7C` }))}` });
      expect(trpc.json<{ result: { data: unknown } }>().result.data, shown(c)).toEqual(res.json());
    }
  });

  // One test per character: each saves a search per parameter and value.
  it.each(CONTROLS.map((c) => [shown(c), c]))("%s in a saved search's query and name: a space, or a 400 in words with nothing written", async (_, c) => {
    for (const param of BROWSE_PARAMS) {
      for (const value of valuesWith(c)) {
        const query = `brand=Bach&${new URLSearchParams({ [param]: value }).toString()}`;
        const what = `${shown(c)} in ${param} of ${JSON.stringify(query)}`;
        const before = searchState(t);
        const answer = await call(t, member, 'searches.create', { name: `Saved${c}search`, query });
        expectAnswerOrClearRefusal({ status: answer.status, error: answer.error?.message }, what);
        if (answer.status !== 200) {
          expect(searchState(t), what).toEqual(before);
          continue;
        }
        expect(answer.data, what).toMatchObject({ name: 'Saved search', query: expect.not.stringMatching(/%[01][0-9A-F]|%7F|%C2%[89][0-9A-F]/i) });
        // Room for the next one (a member keeps at most 20).
        t.deps.db.delete(savedSearches).where(eq(savedSearches.name, 'Saved search')).run();
      }
    }
  });

  it('a path parameter with a control character is a 4xx in words, never a 5xx', async () => {
    const withParams = restRoutes.filter((route) => route.path.includes('/:'));
    expect(withParams.length).toBeGreaterThan(10);
    for (const route of withParams) {
      for (const c of CONTROLS) {
        for (const value of [c, `1${c}`]) {
          const url = `/api${route.path.replace(/:\w+/g, encodeURIComponent(value))}`;
          const answer = await rest(url, route.method);
          expect([400, 403, 404], `${route.method} ${url}: ${answer.status} ${String(answer.error)}`).toContain(answer.status);
          expect(answer.error, url).toEqual(expect.stringMatching(/\w{3}/));
        }
      }
    }
  });
});

/**
 * A search saved before control characters read as spaces kept a NUL in its FTS5 query, and
 * every listing write it was a candidate for failed with a 500. Its filter is compiled again
 * from its query on the first write after the upgrade.
 */
describe('a saved search stored with a control character before the rule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is read again under the rule: the listing write succeeds and alerts it', async () => {
    const [buyer, seller] = [await createMember(t), await createMember(t)];
    const saved = await saveSearch(t, buyer, 'Old search', 'q=bach');
    // The row as the previous compiler (4) stored `q=bach%00`.
    const row = present(t.deps.db.select().from(savedSearches).where(eq(savedSearches.id, saved.saved_search_id)).get(), 'the saved search');
    const filter: unknown = JSON.parse(row.filter);
    if (!isRecord(filter) || typeof filter.compiledWith !== 'string') throw new Error(`unexpected filter ${row.filter}`);
    const old = { ...filter, text: { match: '"bach\0"*', terms: null }, compiledWith: filter.compiledWith.replace(/^\d+:/, '4:') };
    t.deps.db
      .update(savedSearches)
      .set({ query: 'q=bach%00', filter: JSON.stringify(old) })
      .where(eq(savedSearches.id, row.id))
      .run();

    const res = await postListing(t, seller, { brand: 'Bach' });
    expect(res.statusCode, res.body).toBe(201);
    expect(alertsOf(t, buyer.id).map((a) => a.listingId)).toEqual([res.json<{ listing_id: number }>().listing_id]);
  });
});
