import type { AppRouter } from '@mpx/api';
import { deals, listings, messages, notifications, offers } from '@mpx/db';
import { present, type Deal, type Offer } from '@mpx/shared';
import { isTRPCClientError } from '@trpc/client';
import { asc, count, eq } from 'drizzle-orm';
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

export async function offer(t: TestApp, buyer: Member | null, body: Record<string, unknown>) {
  return rest(t, buyer, 'POST', '/api/offers', body);
}

export async function answer(t: TestApp, member: Member | null, offerId: number | string, step: 'accept' | 'decline' | 'withdraw') {
  return rest(t, member, 'POST', `/api/offers/${offerId}/${step}`, {});
}

export function counter(t: TestApp, member: Member | null, offerId: number | string, body: Record<string, unknown>) {
  return rest(t, member, 'POST', `/api/offers/${offerId}/counter`, body);
}

export function release(t: TestApp, member: Member | null, listingId: number | string) {
  return rest(t, member, 'POST', `/api/listings/${listingId}/release`, {});
}

export function complete(t: TestApp, member: Member | null, listingId: number | string, body: Record<string, unknown> = {}) {
  return rest(t, member, 'POST', `/api/listings/${listingId}/complete`, body);
}

/** Makes an offer that must be answered 201; returns it. */
export async function offerOk(t: TestApp, buyer: Member, body: Record<string, unknown>): Promise<Offer> {
  const res = await offer(t, buyer, body);
  if (res.status !== 201) throw new Error(`offer failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.offer;
}

/** Takes a step that must be answered 200; returns the offer after it. */
export async function answerOk(t: TestApp, member: Member, offerId: number, step: 'accept' | 'decline' | 'withdraw'): Promise<Offer> {
  const res = await answer(t, member, offerId, step);
  if (res.status !== 200) throw new Error(`${step} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.offer;
}

export async function completeOk(t: TestApp, member: Member, listingId: number, body: Record<string, unknown> = {}): Promise<Deal> {
  const res = await complete(t, member, listingId, body);
  if (res.status !== 200) throw new Error(`complete failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.deal;
}

/** A new listing of the seller's, reserved for the buyer by an accepted money offer. */
export async function reservedListing(t: TestApp, { seller, buyer }: Parties, amount = 100): Promise<{ listingId: number; offer: Offer }> {
  const listingId = await bach7c(t, seller);
  const made = await offerOk(t, buyer, { listing_id: listingId, amount });
  return { listingId, offer: await answerOk(t, seller, made.offer_id, 'accept') };
}

/** A listing's status as stored (`deleted` included). */
export function statusOf(t: TestApp, listingId: number): string {
  return present(t.deps.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listingId)).get(), `listing ${listingId}`).status;
}

export async function listingStatus(t: TestApp, member: Member, listingId: number): Promise<string> {
  const res = await rest(t, member, 'GET', `/api/listings/${listingId}`);
  return res.body.status;
}

export function offerRow(t: TestApp, offerId: number) {
  return present(t.deps.db.select().from(offers).where(eq(offers.id, offerId)).get(), `offer ${offerId}`);
}

export function offersOn(t: TestApp, listingId: number) {
  return t.deps.db.select().from(offers).where(eq(offers.listingId, listingId)).orderBy(asc(offers.id)).all();
}

export function dealsOn(t: TestApp, listingId: number) {
  return t.deps.db.select().from(deals).where(eq(deals.listingId, listingId)).all();
}

/**
 * Everything an offer step could change: every offer and deal, every listing's status, and how
 * many messages and notifications there are. A refused step must leave all of it as it was.
 */
export function dealState(t: TestApp) {
  const rows = (table: typeof messages | typeof notifications) => t.deps.db.select({ n: count() }).from(table).get()?.n ?? 0;
  return {
    offers: t.deps.db.select().from(offers).orderBy(asc(offers.id)).all(),
    deals: t.deps.db.select().from(deals).orderBy(asc(deals.id)).all(),
    listings: t.deps.db.select({ id: listings.id, status: listings.status, soldAt: listings.soldAt }).from(listings).orderBy(asc(listings.id)).all(),
    messages: rows(messages),
    notifications: rows(notifications),
  };
}

/** The tRPC error a call ended with, as a client sees it: its code, message and issues. */
export async function trpcFailure(call: Promise<unknown>) {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isTRPCClientError<AppRouter>(err)) throw new Error(`expected a TRPCClientError, got ${String(err)}`);
  return { code: err.data?.code, message: err.message, issues: err.data?.issues };
}
