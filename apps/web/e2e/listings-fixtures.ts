import type { AppRouter } from '@mpx/api';
import type { ListingInput } from '@mpx/shared';
import { createTRPCClient, httpLink } from '@trpc/client';
import { crc32, deflateSync } from 'node:zlib';
import type { E2E } from './harness/env';
import { createVerifiedMember, type MemberDetails } from './harness/members';

/**
 * Test data for the listing browser tests: members with an API client of their own (bearer
 * token), listings created through that API, and small generated photos.
 */

export type Rgb = readonly [number, number, number];

/** A solid-colour PNG, encoded by hand (no image library needed): enough for the photo pipeline. */
export function solidPng(width: number, height: number, [r, g, b]: Rgb): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3]!)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
