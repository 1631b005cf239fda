import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, startTestApp, type TestApp } from '../support/test-app';
import { cli } from './run-cli';

const PASSWORD = 'demo1234';
const SIZE = ['--listings', '200', '--members', '30'];
/** Two seeds side by side, each drawing photos, hashing a password and playing its story. */
const SEEDING_MS = 240_000;

interface Who {
  id: number;
  auth: { authorization: string };
}

interface Loan {
  loan_id: number;
  status: string;
  overdue: boolean;
  actual_return_date: string | null;
  listing: { listing_id: number; brand: string; model: string; status: string };
  lender: { user_id: number };
  borrower: { user_id: number };
}

interface Summary {
  conversation_id: number;
  listing_id: number | null;
  unreadCount: number;
}

interface ChatMessage {
  from_user_id: number;
  to_user_id: number;
  read: boolean;
  content: string;
}

/** Counts that must come out the same from two runs with the same seed. */
const FINGERPRINT = `SELECT
  (SELECT count(*) FROM users) AS users,
  (SELECT group_concat(status || ':' || n) FROM (SELECT status, count(*) AS n FROM listings GROUP BY status ORDER BY status)) AS listings,
  (SELECT count(*) FROM message_threads) AS threads,
  (SELECT count(*) FROM messages) AS messages,
  (SELECT count(*) FROM messages WHERE read_at IS NULL) AS unread,
  (SELECT group_concat(status || ':' || n) FROM (SELECT status, count(*) AS n FROM loans GROUP BY status ORDER BY status)) AS loans,
  (SELECT count(*) || ':' || sum(stars) FROM ratings) AS ratings,
  (SELECT group_concat(status || ':' || n) FROM (SELECT status, count(*) AS n FROM flags GROUP BY status ORDER BY status)) AS flags,
  (SELECT group_concat(kind || read || ':' || n) FROM (SELECT kind, read, count(*) AS n FROM notifications GROUP BY kind, read ORDER BY kind, read)) AS notifications,
  (SELECT count(*) FROM search_alerts) AS alerts,
  (SELECT count(*) FROM watches) AS watches,
  (SELECT count(*) FROM watch_alerts) AS watchAlerts,
  (SELECT count(*) FROM admin_audit) AS audit,
  (SELECT group_concat(status || ':' || n) FROM (SELECT status, count(*) AS n FROM offers GROUP BY status ORDER BY status)) AS offers,
  (SELECT count(*) FROM deals) AS deals`;

describe('npm run seed:demo', () => {
  // The same seed twice: the first DATA_DIR is served and read through the API, the second is its twin.
  const dirs = [mkdtempSync(join(tmpdir(), 'mpx-seed-')), mkdtempSync(join(tmpdir(), 'mpx-seed-'))] as const;
  let stdout = '';
  let t: TestApp;
  let demo: Who;
  let admin: Who;

  const get = async <T>(who: Who, url: string): Promise<T> => {
    const res = await t.request({ method: 'GET', url, headers: who.auth });
    expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  };
  const trpc = async <T>(who: Who, procedure: string, input?: unknown): Promise<T> => {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return (await get<{ result: { data: T } }>(who, `/trpc/${procedure}${query}`)).result.data;
  };
  const login = async (email: string): Promise<Who> => {
    const auth = { authorization: `Bearer ${await loginToken(t, email, PASSWORD)}` };
    const me = await t.request({ method: 'GET', url: '/api/auth/me', headers: auth });
    return { id: me.json<{ user_id: number }>().user_id, auth };
  };
  const rows = <T>(dir: string, sql: string): T[] => {
    const db = new Database(join(dir, 'app.db'), { readonly: true });
    try {
      return db.prepare<[], T>(sql).all();
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    const runs = await Promise.all(dirs.map((dir) => cli('seed-demo', SIZE, dir)));
    stdout = runs[0]?.stdout ?? '';
    t = await startTestApp({ DATA_DIR: dirs[0] });
    demo = await login('demo@example.com');
    admin = await login('demo-admin@example.com');
  }, SEEDING_MS);

  afterAll(async () => {
    await t.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('reports what it made, with decoded sizes and photos, and refuses a used DATA_DIR without --force', async () => {
    expect(stdout).toContain('Seeded 30 members and 200 listings');
    expect(stdout).toMatch(/Activity: \d+ messages in \d+ threads, \d+ loans, \d+ ratings, \d+ flags, 3 saved searches, 6 wanted posts, \d+ notifications\./);
    expect(stdout).toContain('demo-admin@example.com');
    await expect(cli('seed-demo', [], dirs[1])).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Use --force') });
    const [counts] = rows<{ listings: number; sizes: number; rims: number; photos: number; mostActive: number }>(
      dirs[0],
      `SELECT count(*) AS listings, count(size_code) AS sizes, count(size_rim_um) AS rims,
         (SELECT count(*) FROM listing_photos) AS photos,
         (SELECT max(n) FROM (SELECT count(*) AS n FROM listings WHERE status = 'active' GROUP BY user_id)) AS mostActive
       FROM listings`,
    );
    // 200 seeded, two more members listed through the app since the demo saved its searches, two
    // for its setup's For you rows, and thirteen sales of popular sizes over the year (the price guide).
    expect(counts?.listings).toBe(217);
    // Decoded as the API would on create: a known size for many, a published rim for fewer.
    expect(counts?.sizes).toBeGreaterThan(60);
    expect(counts?.rims).toBeGreaterThan(15);
    expect(counts?.photos).toBeGreaterThan(130);
    expect(counts?.mostActive).toBeLessThanOrEqual(t.config.maxActiveListings);
  });

  it('gives the demo account conversations it wrote and received, some read and some waiting', async () => {
    const inbox = await get<Summary[]>(demo, '/api/messages');
    expect(inbox.length).toBeGreaterThanOrEqual(10);
    expect(inbox.some((c) => c.unreadCount > 0)).toBe(true);
    expect(inbox.some((c) => c.unreadCount === 0)).toBe(true);
    expect(inbox.some((c) => c.listing_id === null)).toBe(true);
    const badge = await trpc<{ count: number }>(demo, 'messages.unreadCount');
    expect(inbox.reduce((sum, c) => sum + c.unreadCount, 0)).toBe(badge.count);

    const messages: ChatMessage[] = [];
    for (const c of inbox)
      messages.push(...(await get<ChatMessage[]>(demo, `/api/messages/conversation/${c.conversation_id}?listing_id=${c.listing_id ?? ''}`)));
    const received = messages.filter((m) => m.to_user_id === demo.id);
    expect(messages.some((m) => m.from_user_id === demo.id)).toBe(true);
    expect(received.some((m) => m.read)).toBe(true);
    expect(received.some((m) => !m.read)).toBe(true);
    // Somebody else has yet to read what the demo wrote, too.
    expect(messages.some((m) => m.from_user_id === demo.id && !m.read)).toBe(true);
  });

  it('gives it a loan in every state, on each side a state has, with the listing and auto messages to match', async () => {
    const board = await get<Record<'incoming' | 'outgoing' | 'current' | 'history', Loan[]>>(demo, '/api/loans/dashboard');
    const all = [...board.incoming, ...board.outgoing, ...board.current, ...board.history];
    const side = (l: Loan) => (l.lender.user_id === demo.id ? 'lender' : 'borrower');
    const seen = new Set(all.map((l) => `${l.status} as ${side(l)}`));
    for (const status of ['pending', 'active', 'return_pending', 'returned', 'refused', 'cancelled']) {
      expect(seen).toContain(`${status} as lender`);
      expect(seen).toContain(`${status} as borrower`);
    }
    expect(board.incoming.every((l) => l.lender.user_id === demo.id)).toBe(true);
    expect(board.outgoing.every((l) => l.borrower.user_id === demo.id)).toBe(true);
    // A listing out on loan is `loaned` (or sold by its lender meanwhile, §5.5); one is overdue.
    expect(board.current.every((l) => l.listing.status === 'loaned' || l.listing.status === 'sold')).toBe(true);
    expect(board.current.some((l) => l.overdue)).toBe(true);
    expect(board.history.filter((l) => l.status === 'returned').every((l) => l.actual_return_date !== null)).toBe(true);

    for (const loan of all) {
      const other = side(loan) === 'lender' ? loan.borrower.user_id : loan.lender.user_id;
      const thread = await get<ChatMessage[]>(demo, `/api/messages/conversation/${other}?listing_id=${loan.listing.listing_id}`);
      expect(thread[0]?.content).toContain(`Loan request for ${loan.listing.brand} ${loan.listing.model}`);
    }
  });

  it('gives it ratings received for its listings and given after a loan and a purchase', async () => {
    const received = await get<{ stars: number; transaction_id: number; deal_id: number | null }[]>(demo, `/api/ratings/user/${demo.id}`);
    expect(received.length).toBeGreaterThanOrEqual(2);
    const profile = await get<{ average_rating: number; rating_count: number }>(demo, '/api/profile/me');
    expect(profile.rating_count).toBe(received.length);
    expect(profile.average_rating).toBeCloseTo(received.reduce((sum, r) => sum + r.stars, 0) / received.length, 5);
    // Outside a deal a rating is about the ratee's own listing; after one, about either party's.
    for (const rating of received.filter((r) => r.deal_id === null)) {
      expect((await get<{ user_id: number }>(demo, `/api/listings/${rating.transaction_id}`)).user_id).toBe(demo.id);
    }

    const board = await get<{ history: Loan[] }>(demo, '/api/loans/dashboard');
    const borrowed = board.history.find((l) => l.status === 'returned' && l.borrower.user_id === demo.id);
    expect(borrowed).toBeDefined();
    const theirs = await get<{ from_user: { user_id: number }; transaction_id: number }[]>(demo, `/api/ratings/user/${borrowed?.lender.user_id}`);
    expect(theirs.some((r) => r.from_user.user_id === demo.id && r.transaction_id === borrowed?.listing.listing_id)).toBe(true);
    const given = rows<{ n: number }>(dirs[0], `SELECT count(*) AS n FROM ratings WHERE from_user_id = ${demo.id}`);
    expect(given[0]?.n).toBeGreaterThanOrEqual(2);
  });

  it('gives it notifications of every kind, read and unread, and saved searches with matches', async () => {
    const menu = await trpc<{ notifications: { read: boolean }[]; unread: number }>(demo, 'notifications.latest');
    expect(menu.notifications).toHaveLength(10);
    expect(menu.unread).toBeGreaterThan(0);
    expect(menu.notifications.some((n) => n.read)).toBe(true);
    expect(menu.notifications.some((n) => !n.read)).toBe(true);
    const kinds = rows<{ kind: string }>(dirs[0], `SELECT DISTINCT kind FROM notifications WHERE user_id = ${demo.id} ORDER BY kind`).map((r) => r.kind);
    expect(kinds).toEqual(['listing', 'loan', 'message', 'offer', 'rating', 'search', 'watch']);

    const { searches } = await trpc<{ searches: { alerts: boolean; alert_count: number }[] }>(demo, 'searches.list');
    expect(searches).toHaveLength(3);
    expect(searches.filter((s) => s.alert_count > 0).length).toBeGreaterThanOrEqual(2);
    expect(searches.some((s) => !s.alerts)).toBe(true);
  });

  it('gives it a watchlist whose listings changed, watchers of its own listings, and a price guide with medians', async () => {
    const { watchlist } = await get<{ watchlist: { status: string; price_when_watched: number; listing: { price: number } | null }[] }>(demo, '/api/watchlist');
    expect(watchlist).toHaveLength(4);
    expect(new Set(watchlist.map((w) => w.status))).toEqual(new Set(['active', 'sold']));
    expect(watchlist.some((w) => w.listing && w.listing.price < w.price_when_watched)).toBe(true);
    const watchNotices = rows<{ message: string }>(dirs[0], `SELECT message FROM notifications WHERE user_id = ${demo.id} AND kind = 'watch' ORDER BY id`);
    expect(watchNotices.map((n) => /^(Price drop|Paused|Sold|Back on sale)/.exec(n.message)?.[1])).toEqual(['Price drop', 'Paused', 'Sold', 'Back on sale']);

    const [watched] = rows<{ listing_id: number; n: number }>(
      dirs[0],
      `SELECT w.listing_id, count(*) AS n FROM watches w JOIN listings l ON l.id = w.listing_id WHERE l.user_id = ${demo.id} GROUP BY w.listing_id ORDER BY n DESC`,
    );
    expect(watched?.n).toBeGreaterThanOrEqual(2);
    expect(await trpc(demo, 'watchlist.watchers', { listing_id: watched?.listing_id })).toEqual({ listing_id: watched?.listing_id, watchers: watched?.n });

    const guide = await get<{ count: number; median: number | null; sales: unknown[] }>(demo, '/api/price-guide?brand=Bach&size=7C&instrument_type=Trumpet');
    expect(guide.count).toBeGreaterThanOrEqual(6);
    expect(guide.median).not.toBeNull();
    const trombone = await get<{ count: number; median: number | null }>(demo, '/api/price-guide?brand=Denis+Wick&size=6BS&instrument_type=Tenor+Trombone');
    expect(trombone.count).toBeGreaterThanOrEqual(3);
  });

  it('gives it a setup, decoded, one size kept as typed, shown on its public profile', async () => {
    const setup = await get<{ pieces: { size_id: string | null; size_note: string | null; current: boolean }[]; show_setup: boolean }>(demo, '/api/setup');
    expect(setup.show_setup).toBe(true);
    expect(setup.pieces.map((p) => p.size_id)).toEqual(['bach|3C', 'yamaha|11C4', null, null]);
    expect(setup.pieces[2]?.size_note).toContain('does not know Bach 7X');
    expect((await get<{ setup?: unknown[] }>(demo, `/api/profile/${demo.id}`)).setup).toHaveLength(4);
  });

  it('gives the wanted board posts of a size and of a rim range, the demo account’s among them', async () => {
    const board = await get<{ wanted: { member: { id: number }; like: string | null; rim_min: number | null }[]; total: number }>(demo, '/api/wanted');
    expect(board.total).toBeGreaterThanOrEqual(6);
    expect(board.wanted.some((w) => w.member.id === demo.id && w.like === 'Schilke 14')).toBe(true);
    expect(board.wanted.some((w) => w.rim_min !== null)).toBe(true);
  });

  it('fills every tab of its My Listings page, an expired listing and one about to expire included', async () => {
    const { listings } = await get<{ listings: { listing_id: number; status: string; expires_at: string | null }[] }>(
      demo,
      '/api/listings?user_id=me&limit=100',
    );
    expect(new Set(listings.map((l) => l.status))).toEqual(new Set(['active', 'paused', 'sold', 'loaned', 'reserved', 'expired']));
    const soon = listings.filter((l) => l.status === 'active' && Date.parse(l.expires_at ?? '') - Date.now() < 3 * 24 * 3600_000);
    expect(soon.length).toBeGreaterThanOrEqual(1);
    const notices = rows<{ message: string }>(dirs[0], `SELECT message FROM notifications WHERE user_id = ${demo.id} AND kind = 'listing' ORDER BY id`);
    expect(notices.some((n) => n.message.endsWith('has expired. Renew it to put it back on the exchange.'))).toBe(true);
    expect(notices.at(-1)?.message).toMatch(/expires in \d days?\. Renew it to keep it on the exchange\.$/);
    // Nothing is left for the seeded server's first sweep: no owner is emailed for the story's past.
    const [due] = rows<{ n: number }>(
      dirs[0],
      `SELECT count(*) AS n FROM listings WHERE status = 'active'
         AND (renewed_at <= ${Date.now() - 60 * 24 * 3600_000} OR (renewed_at <= ${Date.now() - 57 * 24 * 3600_000} AND expiry_warned_at IS NULL))`,
    );
    expect(due?.n).toBe(0);
  });

  it('shows it listings for both of its current pieces on its home, each saying why', async () => {
    const { sections } = await get<{ sections: { piece: { brand: string }; listings: { reason: { kind: string; text: string } }[] }[] }>(demo, '/api/for-you');
    expect(sections.map((s) => s.piece.brand)).toEqual(['Bach', 'Denis Wick']);
    expect(sections.every((s) => s.listings.length > 0)).toBe(true);
    // The Bach 3C row starts with its own size or a published equivalent.
    expect(['same', 'equivalent']).toContain(sections[0]?.listings[0]?.reason.kind);
  });

  it('gives it offers in every state on both sides, and completed deals rated both ways', async () => {
    const asSeller = await get<{ offers: { status: string }[] }>(demo, '/api/offers?role=seller');
    const asBuyer = await get<{ offers: { status: string; swap_listing_id: number | null }[] }>(demo, '/api/offers?role=buyer');
    const statuses = new Set([...asSeller.offers, ...asBuyer.offers].map((o) => o.status));
    expect(statuses).toEqual(new Set(['open', 'accepted', 'declined', 'countered', 'withdrawn', 'expired', 'released', 'completed']));
    expect(new Set(asSeller.offers.map((o) => o.status))).toContain('open');
    expect(asBuyer.offers.some((o) => o.status === 'open' && o.swap_listing_id !== null)).toBe(true);
    const { deals } = await get<{ deals: { deal_id: number; swap_listing_id: number | null }[] }>(demo, '/api/deals');
    expect(deals).toHaveLength(2);
    expect(deals.filter((d) => d.swap_listing_id !== null)).toHaveLength(1);
    const afterDeals = rows<{ n: number }>(
      dirs[0],
      `SELECT count(*) AS n FROM ratings WHERE deal_id IS NOT NULL AND (from_user_id = ${demo.id} OR to_user_id = ${demo.id})`,
    );
    expect(afterDeals[0]?.n).toBe(4);
  });

  it('has an admin who logs in to flags to review, an audit log and analytics', async () => {
    expect(await get(admin, '/api/auth/me')).toMatchObject({ email: 'demo-admin@example.com', is_admin: true, email_verified: true });
    expect((await get<{ pendingFlags: number }>(admin, '/api/moderation/dashboard')).pendingFlags).toBeGreaterThanOrEqual(3);
    const flags = await get<{ status: string }[]>(admin, '/api/moderation/flags');
    expect(new Set(flags.map((f) => f.status))).toEqual(new Set(['pending', 'reviewed', 'resolved']));
    const analytics = await get<Record<string, Record<string, number>>>(admin, '/api/admin/analytics/summary');
    expect(analytics).toMatchObject({
      users: { admin: 1, newLast7Days: expect.any(Number) },
      loans: { total: expect.any(Number), overdue: expect.any(Number) },
    });
    expect(analytics.users?.newLast7Days).toBeGreaterThan(0);
    expect(analytics.users?.verified).toBeLessThan(analytics.users?.total ?? 0);
    expect(analytics.loans?.overdue).toBeGreaterThan(0);
    expect(analytics.loans?.active).toBeGreaterThan(0);
    expect(analytics.messages?.total).toBeGreaterThan(100);
    const audit = await trpc<{ entries: { action: string }[] }>(admin, 'admin.audit', {});
    expect(audit.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['flag.status', 'user.verify_email', 'user.resend_verification']));
    const menu = await trpc<{ notifications: { kind: string }[]; unread: number }>(admin, 'notifications.latest');
    expect(menu.notifications.some((n) => n.kind === 'flag')).toBe(true);
    expect(menu.unread).toBeGreaterThan(0);
  });

  it('keeps the rows the app derives in agreement with the rows they come from', () => {
    const [check] = rows<Record<string, number>>(
      dirs[0],
      `SELECT
        (SELECT count(*) FROM message_threads t WHERE t.last_message_id <> (SELECT max(id) FROM messages m WHERE m.thread_id = t.id)
           OR t.updated_at <> (SELECT created_at FROM messages m WHERE m.id = t.last_message_id)) AS staleThreads,
        (SELECT count(*) FROM messages m JOIN messages n ON n.thread_id = m.thread_id AND n.id > m.id AND n.created_at < m.created_at) AS idsAgainstTime,
        (SELECT count(*) FROM users u WHERE u.rating_count <> (SELECT count(*) FROM ratings r WHERE r.to_user_id = u.id)
           OR abs(u.average_rating - coalesce((SELECT avg(stars) FROM ratings r WHERE r.to_user_id = u.id), 0)) > 1e-9) AS staleRatings,
        (SELECT count(*) FROM loans o JOIN listings l ON l.id = o.listing_id
           WHERE o.status IN ('active', 'return_pending') AND l.status NOT IN ('loaned', 'sold')) AS lentButListed,
        (SELECT count(*) FROM listings l WHERE l.status = 'loaned'
           AND NOT EXISTS (SELECT 1 FROM loans o WHERE o.listing_id = l.id AND o.status IN ('active', 'return_pending'))) AS loanedWithoutLoan,
        (SELECT count(*) FROM loans WHERE created_at > updated_at OR updated_at > ${Date.now()}) AS loanTimes,
        (SELECT count(*) FROM messages m JOIN users u ON u.id = m.recipient_id WHERE m.read_at < m.created_at) AS readBeforeSent`,
    );
    expect(check).toEqual({ staleThreads: 0, idsAgainstTime: 0, staleRatings: 0, lentButListed: 0, loanedWithoutLoan: 0, loanTimes: 0, readBeforeSent: 0 });
  });

  it('makes the same marketplace from the same seed', () => {
    const [first, second] = dirs.map((dir) => rows<Record<string, unknown>>(dir, FINGERPRINT)[0]);
    expect(first).toBeDefined();
    expect(second).toEqual(first);
  });
});
