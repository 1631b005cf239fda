import { present, type Random } from '@mpx/shared';
import type { Cast, ListingRef } from './cast';
import { talk } from './conversations';
import { SALES } from './lines';
import { rate, type Stars } from './ratings';
import type { Stage } from './stage';
import { DAY, HOUR, MINUTE, type Timeline } from './timeline';

interface Sale {
  listing: ListingRef;
  buyer: number;
  /** When the buyer's first and the last message of the deal were sent. */
  from: number;
  to: number;
  /** The seller marks it sold through the app; false when the listing is sold already. */
  markSold: boolean;
  ratedAt: number;
  stars: Stars;
}

/** A deal agreed in the listing's thread, the listing marked sold, and the buyer's rating of the seller. */
function sell(t: Timeline, stage: Stage, random: Random, sale: Sale): void {
  const seller = sale.listing.userId;
  talk(t, stage, random, {
    speakers: [sale.buyer, seller],
    listing: sale.listing,
    script: random.pick(SALES),
    lines: 4,
    from: sale.from,
    to: sale.to,
    lastReadAt: sale.to + 20 * MINUTE,
  });
  if (sale.markSold) t.add(sale.to + HOUR, () => stage.as(seller).listings.setStatus({ listing_id: sale.listing.id, status: 'sold' }));
  rate(t, stage, random, { from: sale.buyer, listing: sale.listing, at: sale.ratedAt, stars: sale.stars });
}

/**
 * The demo account's sales: it sells a listing and buys one, each rated afterwards, and buyers
 * of listings it sold earlier rate it too, so its profile has ratings given and received.
 */
export function planDemoSales(t: Timeline, stage: Stage, cast: Cast): void {
  const { demo, random } = cast;
  const sold = cast.take((l) => l.status === 'active' && l.createdAt < t.ago(21), cast.ownedBy(demo));
  const buyer = cast.someone();
  if (sold && buyer !== undefined)
    sell(t, stage, random, { listing: sold, buyer, from: t.ago(21), to: t.ago(18.5), markSold: true, ratedAt: t.ago(15), stars: 5 });

  const bought = cast.take((l) => l.userId !== demo && l.status === 'active' && l.createdAt < t.ago(12));
  if (bought) {
    cast.involve(bought.userId);
    sell(t, stage, random, { listing: bought, buyer: demo, from: t.ago(12), to: t.ago(11), markSold: true, ratedAt: t.ago(8), stars: 4 });
  }

  for (const stars of [5, 4] as const) {
    const past = cast.take((l) => l.soldAt !== null && l.soldAt < t.ago(3) && l.createdAt < l.soldAt - 4 * DAY, cast.ownedBy(demo));
    const pastBuyer = cast.someone();
    if (!past || pastBuyer === undefined) continue;
    const soldAt = present(past.soldAt, 'the sale time');
    sell(t, stage, random, {
      listing: past,
      buyer: pastBuyer,
      from: soldAt - 3 * DAY,
      to: soldAt - HOUR,
      markSold: false,
      ratedAt: soldAt + random.int(1, 3) * DAY,
      stars,
    });
  }
}
