import { listings, users } from '@mpx/db';
import { present } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
export { pngHeaderOnly } from '@mpx/testing';
import type { Member, TestApp } from './test-app';

/** A body every rule of api §4.3 accepts. */
export function listingBody(overrides: Record<string, unknown> = {}) {
  return {
    instrument_type: 'Trumpet',
    brand: 'Bach',
    model: 'Megatone',
    size: '3C',
    condition: 'Very Good',
    price: 120.5,
    description: 'Lovely bright mouthpiece, light wear on the rim.',
    open_to_swap: false,
    open_to_loan: true,
    photos: [],
    ...overrides,
  };
}

/** GET /api/listings with a query string ("?cup=deep"), as a guest: its status and body, typed as the test reads it. */
export async function browseListings<T>(t: TestApp, query: string): Promise<{ status: number; body: T & { error?: string; issues?: unknown } }> {
  const res = await t.request({ method: 'GET', url: `/api/listings${query}` });
  return { status: res.statusCode, body: res.json() };
}

/** A browse answer's listing ids, ascending. */
export const sortedIds = (answer: { listings: { listing_id: number }[] }): number[] => answer.listings.map((l) => l.listing_id).sort((a, b) => a - b);

export function postListing(t: TestApp, member: Member | null, overrides: Record<string, unknown> = {}) {
  return t.request({ method: 'POST', url: '/api/listings', headers: member?.auth, payload: listingBody(overrides) });
}

/** Creates a listing through the API and returns the `Listing` answer. */
export async function createListing(t: TestApp, member: Member, overrides: Record<string, unknown> = {}) {
  const res = await postListing(t, member, overrides);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

type Row = typeof listings.$inferInsert;

/**
 * Inserts listings straight into the database: setup for cases that need many listings or
 * states no endpoint reaches yet (`loaned`). Times count down from `now` so the first is newest.
 */
export function insertListings(t: TestApp, userId: number, count: number, overrides: Partial<Row> | ((i: number) => Partial<Row>) = {}): number[] {
  const now = Date.now();
  const ids: number[] = [];
  t.deps.db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const extra = typeof overrides === 'function' ? overrides(i) : overrides;
      const row = t.deps.db
        .insert(listings)
        .values({
          userId,
          instrumentType: 'Trumpet',
          brand: 'Bach',
          model: `Model ${i}`,
          size: null,
          condition: 'Good',
          priceCents: 10_000 + i,
          description: 'A listing inserted for a test.',
          status: 'active',
          createdAt: now - i * 1000,
          updatedAt: now - i * 1000,
          ...extra,
        })
        .returning({ id: listings.id })
        .get();
      ids.push(row.id);
    }
  });
  return ids;
}

/** One listing, inserted as `insertListings` inserts them; returns its id. */
export function insertListing(t: TestApp, userId: number, overrides: Partial<Row> = {}): number {
  return present(insertListings(t, userId, 1, overrides)[0], 'the inserted listing');
}

let sellers = 0;

/** A seller row without a login (fast): browse tests scope their listings with `user_id=<id>`. */
export function insertSeller(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}): number {
  return t.deps.db
    .insert(users)
    .values({
      email: `seller${Date.now().toString(36)}${++sellers}@example.com`,
      passwordHash: 'not-a-login',
      name: 'Sid Seller',
      locationState: 'NSW',
      locationPostcode: '2000',
      emailVerified: true,
      joinDate: Date.now(),
      ...overrides,
    })
    .returning({ id: users.id })
    .get().id;
}

/** Puts a listing in a status directly (`loaned` has no endpoint until loans exist). */
export function setStatus(t: TestApp, listingId: number, status: NonNullable<Row['status']>) {
  t.deps.db.update(listings).set({ status }).where(eq(listings.id, listingId)).run();
}

export function dataUrl(mime: string, bytes: Buffer): string {
  return `data:${mime};base64,${bytes.toString('base64')}`;
}

/** A real JPEG, optionally carrying an EXIF orientation and camera/GPS tags. */
export async function jpeg(width = 64, height = 48, exif?: { orientation?: number; gps?: boolean }): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: '#c08040' } }).jpeg();
  if (exif?.orientation) image = image.withMetadata({ orientation: exif.orientation });
  if (exif?.gps) {
    image = image.withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Spy 3000', Copyright: 'secret owner' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '37/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '144/1 57/1 0/1' },
    });
  }
  return image.toBuffer();
}

export function png(width = 32, height = 32, colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

/** The path part of one of our absolute photo URLs, for injecting a GET. */
export function pathOf(url: string): string {
  return new URL(url).pathname;
}
