import { createListing } from '../support/listings';
import { rest } from '../support/rest';
import { createMember, type Member, type TestApp } from '../support/test-app';

export interface Parties {
  seller: Member;
  buyer: Member;
}

export async function createParties(t: TestApp): Promise<Parties> {
  return { seller: await createMember(t, { nickname: 'Sella' }), buyer: await createMember(t, { nickname: 'Buzz' }) };
}

/** A seller's Bach 7C trumpet piece at $120 (decodes in the size table, so the price guide counts it). */
export async function bach7c(t: TestApp, seller: Member, overrides: Record<string, unknown> = {}): Promise<number> {
  const listing = await createListing(t, seller, { brand: 'Bach', model: 'Standard', size: '7C', instrument_type: 'Trumpet', price: 120, ...overrides });
  return Number(listing.listing_id);
}

export async function offer(t: TestApp, buyer: Member, body: Record<string, unknown>) {
  return rest(t, buyer, 'POST', '/api/offers', body);
}

export async function answer(t: TestApp, member: Member | null, offerId: number, step: 'accept' | 'decline' | 'withdraw') {
  return rest(t, member, 'POST', `/api/offers/${offerId}/${step}`, {});
}

export async function listingStatus(t: TestApp, member: Member, listingId: number): Promise<string> {
  const res = await rest(t, member, 'GET', `/api/listings/${listingId}`);
  return res.body.status;
}
