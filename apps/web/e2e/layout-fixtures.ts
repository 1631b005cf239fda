import type { Locator, Page } from 'playwright-core';
import type { E2E } from './harness/env';
import { newMember, type MemberDetails } from './harness/members';
import { createListing, createSeller, pngDataUrl, BLUE, RED } from './listings-fixtures';
import { userIdOf } from './messages-fixtures';

export interface MainPage {
  path: string;
  /** Shows once the page has its data, so it is measured as a member sees it. */
  ready: (page: Page) => Locator;
}

// The server checks a loan's dates against its own day, which is UTC.
const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * An admin whose every main page has something on it: a listing of their own with photos, a
 * conversation, a loan request and an offer to answer, a flag, a saved search, other users (one
 * unverified) and an audit entry. Returns the admin, to sign in with, and the pages to visit.
 */
export async function seedMainPages(e2e: E2E): Promise<{ admin: MemberDetails; pages: MainPage[] }> {
  const admin = await createSeller(e2e, { first_name: 'Ada', last_name: 'Admin', nickname: 'Ada' });
  await e2e.server.makeAdmin(admin.member.email);
  const other = await createSeller(e2e, { first_name: 'Tom', last_name: 'Tromba' });
  await e2e.api.auth.register.mutate(newMember({ first_name: 'Una', last_name: 'Unverified' }));

  const listing = await createListing(admin, {
    brand: 'Bach',
    model: 'Stradivarius Megatone',
    open_to_loan: true,
    open_to_swap: true,
    photos: [pngDataUrl(RED), pngDataUrl(BLUE)],
  });
  const otherId = await userIdOf(other);
  await other.api.messages.send.mutate({ to_user_id: await userIdOf(admin), listing_id: listing.listing_id, content: 'Is the Megatone still available?' });
  await other.api.loans.request.mutate({
    listing_id: listing.listing_id,
    start_date: utcDay(),
    expected_return_date: utcDay(7),
    notes: 'For the Saturday gig',
  });
  await other.api.offers.make.mutate({ listing_id: listing.listing_id, amount: 95, note: 'Can collect on Saturday.' });
  await other.api.moderation.flag.mutate({ content_id: listing.listing_id, reason: 'The photos look like a shop’s.' });
  await admin.api.searches.create.mutate({ name: 'Bach trumpet pieces', query: 'brand=Bach&instrument_type=Trumpet' });
  await admin.api.admin.updateUser.mutate({ user_id: otherId, nickname: 'Tromba' });

  const title = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });
  const firstCard = (page: Page) => page.getByRole('article').first();
  const table = (name: string) => (page: Page) => page.getByRole('table', { name });
  return {
    admin: admin.member,
    pages: [
      { path: '/', ready: firstCard },
      { path: '/listings', ready: firstCard },
      { path: `/listings/${listing.listing_id}`, ready: title('Bach Stradivarius Megatone') },
      { path: '/sizes', ready: (page) => page.getByRole('region', { name: /^Chart of / }) },
      { path: '/messages', ready: (page) => page.getByRole('list', { name: 'Conversations' }) },
      { path: `/messages/${otherId}?listing=${listing.listing_id}`, ready: (page) => page.getByText('Is the Megatone still available?') },
      { path: '/loans', ready: (page) => page.getByRole('tabpanel').getByRole('article').first() },
      { path: '/my-listings', ready: firstCard },
      { path: '/deals?tab=received', ready: (page) => page.getByRole('tabpanel').getByRole('article').first() },
      { path: '/searches', ready: (page) => page.getByText('Bach trumpet pieces') },
      { path: '/profile', ready: title('My Profile') },
      { path: '/admin?tab=flags', ready: table('Flagged content, newest first') },
      { path: '/admin?tab=users', ready: table('Users, newest first') },
      { path: '/admin?tab=analytics', ready: (page) => page.getByRole('heading', { name: 'The last 12 weeks' }) },
      { path: '/admin?tab=audit', ready: table('Admin actions, newest first') },
      { path: '/admin?tab=system', ready: table('Configuration in force') },
    ],
  };
}
