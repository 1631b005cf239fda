import { hashPassword, type Deps } from '@mpx/api';
import { createRandom, itemAt, type ListingStatus, type Random } from '@mpx/shared';
import { FIRST_NAMES, LAST_NAMES, NICKNAMES, STATES } from './catalogue';
import { decodedColumns, drawListing, drawnColumns } from './draw';
import { demoPhotoDataUrls } from './images';

export const DEMO_LOGIN = { email: 'demo@example.com', password: 'demo1234' } as const;

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
  ms: number;
}

const DAY = 24 * 60 * 60 * 1000;
/** Rows per transaction: large enough to amortise commits, small enough to keep the WAL modest. */
const BATCH = 5_000;

/**
 * Fills the database with verified members across the states and listings of real mouthpieces,
 * spread over the last year, with photos drawn once and run through the real photo pipeline.
 * Every member shares one password (hashed once) so any of them can be used to log in.
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
  const memberIds = insertMembers(deps, random, options.members, passwordHash, now);

  log(`Creating ${options.listings} listings…`);
  const listed = insertListings(deps, random, memberIds, options.listings, photoSet.names, now);

  // Fresh statistics let SQLite's planner pick the browse indexes on a database this size.
  deps.db.$client.exec('ANALYZE');
  return { members: memberIds.length, listings: listed, photos: photoSet.names.length, ms: Date.now() - started };
}

function insertMembers(deps: Deps, random: Random, count: number, passwordHash: string, now: number): number[] {
  const client = deps.db.$client;
  const insert = client.prepare(
    `INSERT INTO users (email, password_hash, name, nickname, location_state, location_postcode, paypal_link,
       email_notifications, email_verified, is_admin, status, join_date)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, 1, 0, 'active', ?)`,
  );
  const exists = client.prepare('SELECT id FROM users WHERE lower(email) = ?').pluck();
  const ids: number[] = [];
  // Addresses unique to this run, so `--force` can add a second batch beside the first.
  const run = now.toString(36);
  for (let start = 0; start < count; start += BATCH) {
    client.transaction(() => {
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        const first = random.pick(FIRST_NAMES);
        const last = random.pick(LAST_NAMES);
        const demo = i === 0 && exists.get(DEMO_LOGIN.email) === undefined;
        const email = demo ? DEMO_LOGIN.email : `${first}.${last}.${run}${i}@example.com`.toLowerCase().replace(/'/g, '');
        const [state, , [low, high]] = random.weighted(STATES.map((s) => [s, s[1]] as const));
        const postcode = String(random.int(low, high)).padStart(4, '0');
        const nickname = demo ? 'DemoPlayer' : random.chance(0.3) ? `${random.pick(NICKNAMES)}${random.int(1, 99)}` : null;
        const paypal = random.chance(0.45) ? `https://paypal.me/${first}${last}${random.int(1, 999)}`.replace(/[^A-Za-z0-9:/.]/g, '').slice(0, 38) : null;
        const joined = now - random.int(30, 720) * DAY - random.int(0, DAY);
        ids.push(Number(insert.run(email, passwordHash, `${first} ${last}`, nickname, state, postcode, paypal, joined).lastInsertRowid));
      }
    })();
  }
  return ids;
}

function insertListings(deps: Deps, random: Random, memberIds: number[], count: number, photos: string[], now: number): number {
  const client = deps.db.$client;
  const insert = client.prepare(
    `INSERT INTO listings (user_id, instrument_type, brand, model, size, condition, price_cents, description, open_to_swap,
       open_to_loan, paypal_link_override, status, created_at, updated_at, sold_at,
       size_maker, size_code, size_family, size_rim_um, size_cup)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
        const { lastInsertRowid } = insert.run(userId, ...drawnColumns(drawn), override, status, created, updated, soldAt, ...decodedColumns(drawn));
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
