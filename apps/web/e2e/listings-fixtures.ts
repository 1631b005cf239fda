import type { AppRouter } from '@mpx/api';
import type { ListingInput } from '@mpx/shared';
import { createTRPCClient, httpLink } from '@trpc/client';
import { solidPng, type Rgb } from '@mpx/testing';
import type { E2E } from './harness/env';
import { createVerifiedMember, type MemberDetails } from './harness/members';

/**
 * Test data for the listing browser tests: members with an API client of their own (bearer
 * token), listings created through that API, and small generated photos.
 */

export const RED: Rgb = [200, 30, 40];
export const BLUE: Rgb = [30, 60, 200];

export function pngDataUrl(colour: Rgb): string {
  return `data:image/png;base64,${solidPng(64, 48, colour).toString('base64')}`;
}

/** For Playwright's setInputFiles. */
export function pngFile(name: string, colour: Rgb) {
  return { name, mimeType: 'image/png', buffer: solidPng(64, 48, colour) };
}

export interface Seller {
  member: MemberDetails;
  api: ReturnType<typeof memberApi>;
}

function memberApi(baseUrl: string, token: string) {
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${baseUrl}/trpc`, headers: { authorization: `Bearer ${token}` } })],
  });
}

/** A verified member, logged in through the API (bearer token), ready to create listings. */
export async function createSeller(e2e: E2E, overrides: Partial<MemberDetails> = {}): Promise<Seller> {
  const member = await createVerifiedMember(e2e, overrides);
  const { token } = await e2e.api.auth.login.mutate({ email: member.email, password: member.password });
  return { member, api: memberApi(e2e.server.baseUrl, token) };
}

let sequence = 0;

/** Creates an active listing through the API; any field can be overridden. */
export function createListing(seller: Seller, overrides: Partial<ListingInput> = {}) {
  sequence += 1;
  return seller.api.listings.create.mutate({
    instrument_type: 'Trumpet',
    brand: 'Bach',
    model: `Model ${sequence}`,
    size: '7C',
    condition: 'Good',
    price: 100,
    description: 'A well kept mouthpiece with light wear on the rim.',
    open_to_swap: false,
    open_to_loan: false,
    photos: [],
    ...overrides,
  });
}
