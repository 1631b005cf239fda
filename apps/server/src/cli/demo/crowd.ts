import { itemAt, type Defined, type Random } from '@mpx/shared';
import type { ListingRef } from './cast';
import { CHATS, ENQUIRIES, fill, linesOf, ratingComment, SALES, STARS, type Script } from './lines';
import { DAY, HOUR, MINUTE } from './timeline';

export interface CrowdMessage {
  kind: 'message';
  at: number;
  from: number;
  to: number;
  listingId: number | null;
  text: string;
  /** When the recipient opened it; null while unread. */
  readAt: number | null;
}

export interface CrowdRating {
  kind: 'rating';
  at: number;
  from: number;
  to: number;
  listingId: number;
  stars: number;
  comment: string;
}

export type CrowdEvent = CrowdMessage | CrowdRating;

export interface CrowdOptions {
  /** Who talks: at least two members. */
  members: readonly number[];
  /** Their listings, deleted ones left out. */
  listings: readonly ListingRef[];
  threads: number;
  /** Messages per thread, at least and at most. */
  lines: readonly [number, number];
  now: number;
}

/** Until when a thread's last message counts as recent, and so maybe still unread. */
const RECENT = 2 * DAY;

/**
 * The other members' activity in bulk, as plain events for `writeCrowd`: deals agreed in a sold
 * listing's thread before it was sold and rated afterwards by the buyer, questions about listings
 * still for sale, and chats outside any listing. Each reply comes after its writer read what it
 * answers; a thread's last message may wait unread when it is recent.
 */
export function crowdActivity(random: Random, options: CrowdOptions): CrowdEvent[] {
  const { members, now } = options;
  const events: CrowdEvent[] = [];
  if (members.length < 2) return events;
  const sold = options.listings.filter((l) => l.soldAt !== null && l.soldAt - l.createdAt > DAY && l.soldAt < now - HOUR);
  const listed = options.listings.filter((l) => (l.status === 'active' || l.status === 'paused') && l.createdAt < now - DAY);
  const someone = (except: number) => {
    let id = random.pick(members);
    while (id === except) id = random.pick(members);
    return id;
  };
  const count = () => random.int(options.lines[0], options.lines[1]);

  for (let i = 0; i < options.threads; i++) {
    const kind = random.weighted([
      ['sale', 35],
      ['enquiry', 45],
      ['chat', 20],
    ] as const);
    if (kind === 'sale' && sold.length > 0) {
      // Each sold listing went to one buyer.
      const listing = takeAt(sold, random.int(0, sold.length - 1));
      const soldAt = listing.soldAt ?? now;
      const buyer = someone(listing.userId);
      const span = Math.min((0.2 + random.next() * 4) * DAY, soldAt - listing.createdAt - HOUR);
      const lines = Math.max(2, Math.min(count(), 6));
      thread(random, events, {
        speakers: [buyer, listing.userId],
        listing,
        script: random.pick(SALES),
        lines,
        from: soldAt - span,
        to: soldAt - 30 * MINUTE,
        now,
      });
      const ratedAt = soldAt + Math.round((0.5 + random.next() * 10) * DAY);
      if (ratedAt < now - HOUR && random.chance(0.6)) {
        const stars = random.weighted(STARS);
        events.push({ kind: 'rating', at: ratedAt, from: buyer, to: listing.userId, listingId: listing.id, stars, comment: ratingComment(random, stars) });
      }
    } else if (kind !== 'chat' && listed.length > 0) {
      const listing = random.pick(listed);
      const from = listing.createdAt + Math.round(random.next() * (now - DAY - listing.createdAt));
      const script = random.pick(ENQUIRIES);
      thread(random, events, {
        speakers: [someone(listing.userId), listing.userId],
        listing,
        script,
        lines: count(),
        from,
        to: spreadFrom(random, from, now),
        now,
      });
    } else {
      const a = random.pick(members);
      const from = now - HOUR - Math.round(random.next() ** 0.7 * 180 * DAY);
      thread(random, events, {
        speakers: [a, someone(a)],
        listing: null,
        script: random.pick(CHATS),
        lines: count(),
        from,
        to: spreadFrom(random, from, now),
        now,
      });
    }
  }
  return events;
}

/** Takes the item at `index` out of the pool, in constant time (the order does not matter). */
function takeAt<T extends Defined>(pool: T[], index: number): T {
  const picked = itemAt(pool, index);
  const last = pool.pop();
  if (last !== undefined && index < pool.length) pool[index] = last;
  return picked;
}

/** Where a thread that started at `from` (an hour ago at the latest) ends: within a few days, and before now. */
function spreadFrom(random: Random, from: number, now: number): number {
  return Math.max(from, Math.min(from + Math.round((0.05 + random.next() * 3) * DAY), now - 5 * MINUTE));
}

interface Thread {
  speakers: readonly [number, number];
  listing: ListingRef | null;
  script: Script;
  lines: number;
  from: number;
  to: number;
  now: number;
}

function thread(random: Random, events: CrowdEvent[], t: Thread): void {
  const lines = linesOf(random, t.script, t.lines);
  const step = lines.length > 1 ? (t.to - t.from) / (lines.length - 1) : 0;
  const times = lines.map((_, i) => Math.round(t.from + i * step));
  lines.forEach(([speaker, text], i) => {
    const at = times[i] ?? t.from;
    const next = times[i + 1];
    // The next line answers this one, so its writer read this first; the last one waits if recent.
    const readAt =
      next !== undefined
        ? at + Math.max(1, Math.floor(random.next() * (next - at)))
        : (at < t.now - RECENT ? random.chance(0.95) : random.chance(0.35))
          ? Math.min(at + Math.round(5 * MINUTE + random.next() * 12 * HOUR), t.now - MINUTE)
          : null;
    events.push({
      kind: 'message',
      at,
      from: t.speakers[speaker],
      to: t.speakers[speaker === 0 ? 1 : 0],
      listingId: t.listing?.id ?? null,
      text: fill(random, text, t.listing),
      readAt: readAt !== null && readAt > at ? readAt : null,
    });
  });
}
