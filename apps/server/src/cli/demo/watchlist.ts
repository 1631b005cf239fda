import { sendWatchDigests } from '@mpx/api';
import type { ListingInput } from '@mpx/shared';
import type { Cast, ListingRef } from './cast';
import type { Stage } from './stage';
import { DAY, HOUR, type Timeline } from './timeline';

/**
 * Recent sales of popular sizes, listed and sold through the app over the last year, so the
 * price guide has a median for them (product §19) whatever the catalogue drew. Prices in dollars.
 */
const SALES: { listing: Omit<ListingInput, 'photos' | 'price'>; prices: number[] }[] = [
  {
    listing: {
      instrument_type: 'Trumpet',
      brand: 'Bach',
      model: 'Standard',
      size: '7C',
      condition: 'Good',
      description: 'Bach 7C, silver plate with light wear on the rim.',
    },
    prices: [60, 75, 80, 85, 95, 100],
  },
  {
    listing: {
      instrument_type: 'Trumpet',
      brand: 'Bach',
      model: 'Megatone',
      size: '3C',
      condition: 'Very Good',
      description: 'Megatone 3C, heavy top, a big core to the sound.',
    },
    prices: [110, 120, 125, 140],
  },
  {
    listing: {
      instrument_type: 'Tenor Trombone',
      brand: 'Denis Wick',
      model: 'Classic',
      size: '6BS',
      condition: 'Good',
      description: 'Denis Wick 6BS small shank, plating worn at the rim.',
    },
    prices: [70, 80, 90],
  },
];

/** How often the server's digest job is replayed once the demo account watches something. */
const DIGEST_EVERY = 6 * HOUR;

/** A listing's full edit with a new price, as its seller's form would send it. */
function repriced(listing: Awaited<ReturnType<ReturnType<Stage['as']>['listings']['byId']>>, price: number) {
  return {
    listing_id: listing.listing_id,
    instrument_type: listing.instrument_type,
    brand: listing.brand,
    model: listing.model,
    size: listing.size,
    condition: listing.condition,
    price,
    description: listing.description,
    open_to_swap: listing.open_to_swap,
    open_to_loan: listing.open_to_loan,
    paypal_link_override: listing.paypal_link_override,
    photos: listing.photos,
  };
}

/**
 * The watchlist's story, through the app's own procedures: sales of popular sizes over the year
 * (the price guide), the demo account watching four listings of others (one drops its price,
 * one pauses and comes back, one sells: `watch` notifications and alerts closed by the replayed
 * daily digest), and other members watching the demo account's own listings (its watcher count).
 */
export function planWatchlist(t: Timeline, stage: Stage, cast: Cast, photos: readonly string[]): void {
  const { demo, random } = cast;
  const activeOf = new Map<number, number>();
  for (const l of cast.listings) if (l.status === 'active') activeOf.set(l.userId, (activeOf.get(l.userId) ?? 0) + 1);
  const roomy = [...new Set(cast.others)].filter((id) => (activeOf.get(id) ?? 0) < stage.deps.config.maxActiveListings - 2);

  if (photos.length > 0) {
    for (const { listing, prices } of SALES) {
      prices.forEach((price, i) => {
        const seller = random.pick(roomy.length > 0 ? roomy : cast.others);
        const listedAt = t.ago(340 - i * 55 - random.int(0, 20));
        const photo = stage.deps.photos.url(random.pick(photos), 'full');
        let id: number | undefined;
        t.add(listedAt, async () => {
          id = (await stage.as(seller).listings.create({ ...listing, price, photos: [photo] })).listing_id;
        });
        t.add(listedAt + random.int(2, 12) * DAY, () => {
          if (id === undefined) throw new Error('a demo sale was marked sold before it was listed');
          return stage.as(seller).listings.setStatus({ listing_id: id, status: 'sold' });
        });
      });
    }
  }

  const watchable = (l: ListingRef) => l.userId !== demo && l.status === 'active' && l.createdAt < t.ago(30);
  const [dropped, paused, sold, steady] = [cast.take(watchable), cast.take(watchable), cast.take(watchable), cast.take(watchable)];
  [dropped, paused, sold, steady].forEach((listing, i) => {
    if (listing) t.add(t.ago(24 - i * 2), () => stage.as(demo).watchlist.add({ listing_id: listing.id }));
  });
  if (dropped) {
    t.add(t.ago(9), async () => {
      const seller = stage.as(dropped.userId);
      const listing = await seller.listings.byId({ listing_id: dropped.id });
      const price = Math.max(5, Math.round(listing.price * 0.85));
      if (price < listing.price) await seller.listings.update(repriced(listing, price));
    });
  }
  if (paused) {
    t.add(t.ago(8), () => stage.as(paused.userId).listings.togglePause({ listing_id: paused.id }));
    t.add(t.ago(4.5), () => stage.as(paused.userId).listings.togglePause({ listing_id: paused.id }));
  }
  if (sold) t.add(t.ago(5), () => stage.as(sold.userId).listings.setStatus({ listing_id: sold.id, status: 'sold' }));
  for (let at = t.ago(24) + DIGEST_EVERY; at < t.ago(2); at += DIGEST_EVERY) t.add(at, () => sendWatchDigests(stage.deps));

  // Three members watch two of the demo account's active listings.
  const own = cast.ownedBy(demo).filter((l) => l.status === 'active' && l.createdAt < t.ago(16));
  for (const [i, listing] of own.slice(0, 2).entries()) {
    for (let n = 0; n < 3 - i; n++) {
      const watcher = cast.someone();
      if (watcher !== undefined) t.add(t.ago(14 - i - n * 0.5), () => stage.as(watcher).watchlist.add({ listing_id: listing.id }));
    }
  }
}
