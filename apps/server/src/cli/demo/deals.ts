import { expireOffers } from '@mpx/api';
import type { OfferAnswer } from '@mpx/shared';
import type { Cast, ListingRef } from './cast';
import { ratingComment } from './lines';
import type { Stage } from './stage';
import type { Timeline } from './timeline';

/** Whole dollars below the asking price, as members offer. */
const below = (listing: ListingRef, share: number) => Math.max(5, Math.round((listing.priceCents / 100) * share));

const OFFER_NOTES = ['Would you take this? Happy to pick up.', 'Can post the money today.', null, 'Keen, it would suit my section playing.'] as const;

/** One offer's life, each step at its day (days ago), through the app as its members would. */
interface Scene {
  listing: ListingRef;
  buyer: number;
  /** The first offer: days ago, the share of the asking price, and the buyer's listing offered in a swap. */
  offer: { at: number; share?: number; swap?: ListingRef };
  /** The seller's counter, then who answers the last offer, and how. */
  counter?: { at: number; share: number };
  answer?: { at: number; answer: OfferAnswer };
  release?: number;
  complete?: number;
  /** Both rate each other after a completed deal. */
  rated?: number;
}

function play(t: Timeline, stage: Stage, cast: Cast, scene: Scene): void {
  const { listing, buyer } = scene;
  const seller = listing.userId;
  let last = 0;
  let lastFrom = buyer;
  const amount = scene.offer.share === undefined ? undefined : below(listing, scene.offer.share);
  t.add(t.ago(scene.offer.at), async () => {
    const { offer } = await stage.as(buyer).offers.make({
      listing_id: listing.id,
      ...(amount === undefined ? {} : { amount }),
      ...(scene.offer.swap ? { swap_listing_id: scene.offer.swap.id } : {}),
      note: cast.random.pick(OFFER_NOTES),
    });
    last = offer.offer_id;
  });
  if (scene.counter) {
    const counter = scene.counter;
    t.add(t.ago(counter.at), async () => {
      const { offer } = await stage.as(seller).offers.counter({ offer_id: last, amount: below(listing, counter.share), note: 'Meet me here and it is yours.' });
      last = offer.offer_id;
      lastFrom = seller;
    });
  }
  if (scene.answer) {
    const { at, answer } = scene.answer;
    // The maker withdraws; the other party accepts or declines.
    t.add(t.ago(at), () => stage.as(answer === 'withdraw' ? lastFrom : lastFrom === buyer ? seller : buyer).offers.answer({ offer_id: last, answer }));
  }
  if (scene.release !== undefined) t.add(t.ago(scene.release), () => stage.as(seller).deals.release({ listing_id: listing.id }));
  if (scene.complete !== undefined) t.add(t.ago(scene.complete), () => stage.as(seller).deals.complete({ listing_id: listing.id }));
  if (scene.rated !== undefined) {
    for (const [from, to] of [
      [buyer, seller],
      [seller, buyer],
    ] as const) {
      t.add(t.ago(scene.rated), () =>
        stage.as(from).ratings.create({ to_user_id: to, transaction_id: listing.id, stars: 5, comment: ratingComment(cast.random, 5) }),
      );
    }
  }
}

/**
 * The demo account's offers in every state, as seller and as buyer: completed deals (one a swap)
 * rated both ways, a listing reserved now, offers open now both ways, a counter waiting for its
 * answer, and offers declined, withdrawn, released and expired.
 */
export function planDemoDeals(t: Timeline, stage: Stage, cast: Cast): void {
  const { demo } = cast;
  const mine = (days: number) => cast.take((l) => l.status === 'active' && l.createdAt < t.ago(days), cast.ownedBy(demo));
  const theirs = (days: number) => {
    const listing = cast.take((l) => l.userId !== demo && l.status === 'active' && l.createdAt < t.ago(days));
    if (listing) cast.involve(listing.userId);
    return listing;
  };
  const scenes: (Scene | null)[] = [];
  const sell = (days: number, build: (listing: ListingRef, buyer: number) => Scene) => {
    const listing = mine(days);
    const buyer = cast.someone();
    scenes.push(listing && buyer !== undefined ? build(listing, buyer) : null);
  };
  const buy = (days: number, build: (listing: ListingRef) => Scene) => {
    const listing = theirs(days);
    scenes.push(listing ? build(listing) : null);
  };

  // As the seller.
  sell(12, (listing, buyer) => ({
    listing,
    buyer,
    offer: { at: 10, share: 0.75 },
    counter: { at: 9.8, share: 0.88 },
    answer: { at: 9.5, answer: 'accept' },
    complete: 7,
    rated: 6,
  }));
  sell(3, (listing, buyer) => ({ listing, buyer, offer: { at: 2, share: 0.9 }, answer: { at: 1.5, answer: 'accept' } }));
  sell(2, (listing, buyer) => ({ listing, buyer, offer: { at: 0.4, share: 0.8 } }));
  sell(6, (listing, buyer) => ({ listing, buyer, offer: { at: 5, share: 0.5 }, answer: { at: 4.9, answer: 'decline' } }));
  sell(8, (listing, buyer) => ({ listing, buyer, offer: { at: 6, share: 0.85 }, answer: { at: 5.8, answer: 'accept' }, release: 4 }));
  // As the buyer.
  const swapAway = mine(16);
  const swapNow = mine(2);
  if (swapAway)
    buy(16, (listing) => ({ listing, buyer: demo, offer: { at: 14, swap: swapAway }, answer: { at: 13.5, answer: 'accept' }, complete: 12, rated: 11 }));
  if (swapNow) buy(2, (listing) => ({ listing, buyer: demo, offer: { at: 0.3, share: 0.3, swap: swapNow } }));
  buy(9, (listing) => ({ listing, buyer: demo, offer: { at: 8, share: 0.8 }, answer: { at: 7.9, answer: 'withdraw' } }));
  buy(5, (listing) => ({ listing, buyer: demo, offer: { at: 4, share: 0.7 } }));
  buy(4, (listing) => ({ listing, buyer: demo, offer: { at: 1.2, share: 0.7 }, counter: { at: 0.6, share: 0.85 } }));

  for (const scene of scenes) if (scene) play(t, stage, cast, scene);
  // The server's clock sweeps offers past their time; the story ends with one run of it.
  t.add(t.ago(0.01), () => expireOffers(stage.deps));
}
