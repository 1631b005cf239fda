import { hashPassword, type Deps } from '@mpx/api';
import { createRandom, EXPIRY_WARNING_DAYS, itemAt, present, type ListingStatus, type Random } from '@mpx/shared';
import { decodedColumns, drawListing, drawnColumns } from './draw';
import { demoPhotoDataUrls } from './images';
import { DEMO_LOGIN, insertMembers } from './members';
import { playStory } from './story';

export { DEMO_ADMIN_LOGIN, DEMO_LOGIN } from './members';

export interface SeedOptions {
  listings: number;
  members: number;
  /** Same seed, same data. */
  seed?: number;
  log?: (line: string) => void;
}

export interface SeedResult {
  members: number;
  listings: number;
  photos: number;
  /** What the marketplace's life added: rows per table. */
  activity: Activity;
  ms: number;
}

const DAY = 24 * 60 * 60 * 1000;
/** Rows per transaction: large enough to amortise commits, small enough to keep the WAL modest. */
const BATCH = 5_000;

/**
 * Fills the database with verified members across the states and listings of real mouthpieces,
 * spread over the last year, with photos drawn once and run through the real photo pipeline,
 * then with the months of activity around them (story.ts) when this run made the demo account.
 * Every member, the demo admin included, shares one password (hashed once) so any of them can
 * be used to log in.
 */
export async function seedDemo(deps: Deps, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const random = createRandom(options.seed ?? 2025);
  const now = deps.now();

  log('Drawing demo photos and running them through the photo pipeline…');
  const photoSet = await deps.photos.ingest(await demoPhotoDataUrls());
  photoSet.release(); // referenced below, in later transactions; files older than the sweep's grace are safe

  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  log(`Creating ${options.members} members…`);
  const members = insertMembers(deps, random, options.members, passwordHash, now);

  log(`Creating ${options.listings} listings…`);
  const listed = insertListings(deps, random, members.ids, options.listings, photoSet.names, now);

  const before = activityCounts(deps);
  const { demoId } = members;
  if (demoId !== null && members.ids.length > 1) {
    log('Playing the last months of conversations, loans, ratings, flags and saved searches…');
    await playStory(deps, createRandom((options.seed ?? 2025) + 1), { ...members, demoId }, photoSet.names, now);
  } else {
    // The story is the demo account's: a second batch (`--force`) would contradict the first one's.
    log(demoId === null ? 'The demo account exists already: its story is not played again.' : 'One member is no marketplace: no story to play.');
  }
  const after = activityCounts(deps);

  // Fresh statistics let SQLite's planner pick the browse indexes on a database this size.
  deps.db.$client.exec('ANALYZE');
  const activity = { ...after };
  for (const table of ACTIVITY_TABLES) activity[table] -= before[table];
  return { members: members.ids.length, listings: listed, photos: photoSet.names.length, activity, ms: Date.now() - started };
}

const ACTIVITY_TABLES = ['threads', 'messages', 'loans', 'ratings', 'flags', 'savedSearches', 'wantedPosts', 'notifications'] as const;
type Activity = Record<(typeof ACTIVITY_TABLES)[number], number>;

const ACTIVITY = `SELECT (SELECT count(*) FROM message_threads) AS threads, (SELECT count(*) FROM messages) AS messages,
  (SELECT count(*) FROM loans) AS loans, (SELECT count(*) FROM ratings) AS ratings, (SELECT count(*) FROM flags) AS flags,
  (SELECT count(*) FROM saved_searches WHERE kind = 'search') AS savedSearches, (SELECT count(*) FROM wanted_posts) AS wantedPosts, (SELECT count(*) FROM notifications) AS notifications`;

function activityCounts(deps: Deps): Activity {
  return present(deps.db.$client.prepare<[], Activity>(ACTIVITY).get(), 'the activity counts');
}

/**
 * When a seeded listing was last put up (api §25.1): its owner renews it before the warning,
 * every (LISTING_EXPIRY_DAYS - 4) days since its last update, so the seeded catalogue holds no
 * listing due to expire or be warned (the story's planDemoExpiry makes the demo account's).
 */
function lastPutUp(updated: number, now: number, expiryDays: number): number {
  if (expiryDays === 0) return updated;
  const every = Math.max(1, expiryDays - EXPIRY_WARNING_DAYS - 1) * DAY;
  return now - ((now - updated) % every);
}

function insertListings(deps: Deps, random: Random, memberIds: number[], count: number, photos: string[], now: number): number {
  const client = deps.db.$client;
  const insert = client.prepare(
    `INSERT INTO listings (user_id, instrument_type, brand, model, size, condition, price_cents, description, open_to_swap,
       open_to_loan, paypal_link_override, status, created_at, updated_at, sold_at, sale_price_cents, renewed_at,
       size_maker, size_code, size_family, size_rim_um, size_cup)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPhoto = client.prepare('INSERT INTO listing_photos (listing_id, position, file) VALUES (?, ?, ?)');
  const activeOf = new Map<number, number>();
  const max = deps.config.maxActiveListings;
  // A few busy sellers, many occasional ones: a skewed pick over members.
  const seller = () => itemAt(memberIds, Math.floor(memberIds.length * random.next() ** 1.6));
  for (let start = 0; start < count; start += BATCH) {
    client.transaction(() => {
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        const userId = seller();
        const drawn = drawListing(random);
        let status = random.weighted<ListingStatus>([
          ['active', 86],
          ['paused', 5],
          ['sold', 8],
          ['deleted', 1],
        ]);
        // Respect the active-listing limit, as the API would have.
        if (status === 'active') {
          const active = activeOf.get(userId) ?? 0;
          if (active >= max) status = 'sold';
          else activeOf.set(userId, active + 1);
        }
        const created = now - Math.floor(random.next() ** 0.8 * 365 * DAY);
        const updated = Math.min(now, created + (random.chance(0.3) ? random.int(1, 60) * DAY : 0));
        const soldAt = status === 'sold' ? Math.min(now, updated + random.int(1, 30) * DAY) : null;
        const override = random.chance(0.05) ? `listing${random.int(100, 999)}@example.com` : null;
        const { lastInsertRowid } = insert.run(
          userId,
          ...drawnColumns(drawn),
          override,
          status,
          created,
          updated,
          soldAt,
          // Sold outside a deal, at the asking price (the price guide reads it).
          soldAt === null ? null : drawn.priceCents,
          lastPutUp(updated, now, deps.config.listingExpiryDays),
          ...decodedColumns(drawn),
        );
        const photoCount = random.weighted([
          [0, 5],
          [1, 45],
          [2, 30],
          [3, 15],
          [4, 5],
        ]);
        for (let p = 0; p < photoCount; p++) insertPhoto.run(lastInsertRowid, p, random.pick(photos));
      }
    })();
  }
  return count;
}
