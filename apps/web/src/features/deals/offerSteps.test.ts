import { describe, expect, it } from 'vitest';
import { counterpartOf, isLive, offerSteps, offerTitle, reservationSteps, shownStatus } from './offerSteps';
import { offerFixture, offerListing, ROBIN, SAM } from './testFixtures';

const NOW = Date.now();
const past = new Date(NOW - 1000).toISOString();

describe('offer steps', () => {
  it('lets the party who did not make an open offer accept, counter or decline it, and its maker withdraw it', () => {
    const offer = offerFixture();
    expect(offerSteps(offer, SAM.user_id, NOW)).toEqual(['accept', 'counter', 'decline']);
    expect(offerSteps(offer, ROBIN.user_id, NOW)).toEqual(['withdraw']);
    // A seller's counter: now the buyer answers it.
    const counter = offerFixture({ from_user_id: SAM.user_id, parent_offer_id: 1 });
    expect(offerSteps(counter, ROBIN.user_id, NOW)).toEqual(['accept', 'counter', 'decline']);
    expect(offerSteps(counter, SAM.user_id, NOW)).toEqual(['withdraw']);
  });

  it.each(['accepted', 'declined', 'countered', 'withdrawn', 'expired', 'released', 'completed'] as const)('offers no answer to a %s offer', (status) => {
    expect(offerSteps(offerFixture({ status }), SAM.user_id, NOW)).toEqual([]);
    expect(offerSteps(offerFixture({ status }), ROBIN.user_id, NOW)).toEqual([]);
  });

  it('treats an open offer past its time as expired before the sweep marks it', () => {
    const late = offerFixture({ expires_at: past });
    expect(offerSteps(late, SAM.user_id, NOW)).toEqual([]);
    expect(shownStatus(late, NOW)).toBe('expired');
    expect(isLive(late, NOW)).toBe(false);
    expect(shownStatus(offerFixture(), NOW)).toBe('open');
  });

  it('gives the seller complete and release, and the buyer "received", on an accepted offer of a reserved listing', () => {
    const accepted = offerFixture({ status: 'accepted', listing: offerListing({ status: 'reserved' }) });
    expect(reservationSteps(accepted, SAM.user_id)).toEqual(['complete', 'release']);
    expect(reservationSteps(accepted, ROBIN.user_id)).toEqual(['received']);
    expect(reservationSteps(accepted, 99)).toEqual([]);
    expect(isLive(accepted, NOW)).toBe(true);
    // Completed (the listing sold), or not reserved any more: nothing left to do.
    expect(reservationSteps({ ...accepted, status: 'completed' }, SAM.user_id)).toEqual([]);
    expect(reservationSteps({ ...accepted, listing: offerListing({ status: 'sold' }) }, SAM.user_id)).toEqual([]);
  });

  it('names the other party and titles the card from the viewer’s side', () => {
    const offer = offerFixture();
    expect(counterpartOf(offer, SAM.user_id)).toBe(ROBIN.user_id);
    expect(counterpartOf(offer, ROBIN.user_id)).toBe(SAM.user_id);
    expect(offerTitle(offer, SAM.user_id, 'Robin Horn')).toBe('Offer from Robin Horn');
    expect(offerTitle(offer, ROBIN.user_id, 'Tromba')).toBe('Your offer');
    const counter = offerFixture({ from_user_id: SAM.user_id, parent_offer_id: 1 });
    expect(offerTitle(counter, ROBIN.user_id, 'Tromba')).toBe('Counter-offer from Tromba');
    expect(offerTitle(counter, SAM.user_id, 'Robin Horn')).toBe('Your counter-offer');
  });
});
