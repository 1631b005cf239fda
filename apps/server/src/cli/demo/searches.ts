import { alertMatchingSearches, sendSearchDigests } from '@mpx/api';
import type { ListingInput } from '@mpx/shared';
import type { Cast } from './cast';
import type { Stage } from './stage';
import { HOUR, type Timeline } from './timeline';

/**
 * The demo account's saved searches: a reference size within a budget, a brand's cornets, and one
 * it paused. Narrow, as a player's are: at 50,000 listings broad ones would bury the menu in alerts.
 */
const SEARCHES = [
  { name: 'Close to my Bach 3C, under $120', query: 'like=Bach+3C&price_max=120', daysAgo: 40, pausedDaysAgo: null },
  { name: 'Denis Wick cornet pieces', query: 'brand=Denis+Wick&instrument_type=Cornet', daysAgo: 30, pausedDaysAgo: null },
  { name: 'Trombone pieces to borrow', query: 'instrument_type=Tenor+Trombone&open_to_loan=true', daysAgo: 20, pausedDaysAgo: 5 },
] as const;

/**
 * Listed by other members lately, each matching one of the searches above whatever the catalogue
 * drew (a member gets one alert per listing, from their oldest matching search: the cornet is
 * priced out of the first).
 */
const FRESH: { daysAgo: number; listing: Omit<ListingInput, 'photos'> }[] = [
  {
    daysAgo: 1.3,
    listing: {
      instrument_type: 'Cornet',
      brand: 'Denis Wick',
      model: 'Heritage',
      size: '4B',
      condition: 'Very Good',
      price: 135,
      description: 'Heritage 4B cornet mouthpiece, light wear on the rim. Happy to post anywhere in Australia (tracked).',
      open_to_swap: false,
      open_to_loan: false,
    },
  },
  {
    daysAgo: 0.25,
    listing: {
      instrument_type: 'Trumpet',
      brand: 'Bach',
      model: 'Megatone',
      size: '3C',
      condition: 'Excellent',
      price: 115,
      description: 'Megatone 3C, heavy top and a big core to the sound. Pickup from Fitzroy is fine too.',
      open_to_swap: true,
      open_to_loan: false,
    },
  },
];

/**
 * The write scope the matcher is given for a listing the seed inserted in bulk. Its after-commit
 * work (live events nobody is subscribed to, a cache's flag) runs at once: the seed's transaction
 * commits, or the whole seed fails.
 */
const QUIET: Parameters<typeof alertMatchingSearches>[1] = { afterCommit: (task) => void task(), sendMail: () => {} };

/** How often the server's digest job is replayed over the story: it runs every ten minutes, a day apart per member. */
const DIGEST_EVERY = 6 * HOUR;

/**
 * The demo account saves searches through the app, then, in time order, every listing that
 * went live since is matched against them by the app's matcher for new listings (`search_alerts`
 * rows and `search` notifications; two fresh listings are created through the app), and the
 * daily digest closes the alerts it would have emailed. One search is paused later, as the Saved
 * searches page allows.
 */
export function planSearches(t: Timeline, stage: Stage, cast: Cast, photos: readonly string[]): void {
  const { demo, random } = cast;
  for (const search of SEARCHES) {
    let id: number | undefined;
    t.add(t.ago(search.daysAgo), async () => {
      id = (await stage.as(demo).searches.create({ name: search.name, query: search.query })).saved_search_id;
    });
    if (search.pausedDaysAgo !== null) {
      t.add(t.ago(search.pausedDaysAgo), () => {
        if (id === undefined) throw new Error('a demo search was paused before it was saved');
        return stage.as(demo).searches.setAlerts({ saved_search_id: id, alerts: false });
      });
    }
  }

  const since = t.ago(Math.max(...SEARCHES.map((s) => s.daysAgo)));
  for (const listing of cast.listings) {
    if (listing.status !== 'active' || listing.createdAt <= since) continue;
    t.addRow(Math.min(listing.createdAt, t.now - 1), () => void alertMatchingSearches(stage.deps, QUIET, listing.id));
  }

  const activeOf = new Map<number, number>();
  for (const l of cast.listings) if (l.status === 'active') activeOf.set(l.userId, (activeOf.get(l.userId) ?? 0) + 1);
  const max = stage.deps.config.maxActiveListings;
  for (const fresh of FRESH) {
    const seller = cast.someone([...activeOf].filter(([, n]) => n >= max - 1).map(([id]) => id));
    if (seller === undefined || photos.length === 0) break;
    const photo = stage.deps.photos.url(random.pick(photos), 'full');
    t.add(t.ago(fresh.daysAgo), () => stage.as(seller).listings.create({ ...fresh.listing, photos: [photo] }));
  }

  for (let at = since + DIGEST_EVERY; at < t.now; at += DIGEST_EVERY) t.add(at, () => sendSearchDigests(stage.deps));
}
