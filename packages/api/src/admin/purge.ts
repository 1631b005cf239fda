import { flags, listingPhotos, listings, loans, messageEmails, messages, messageThreads } from '@mpx/db';
import { inArray, type SQL } from 'drizzle-orm';
import type { Deps } from '../context';

/**
 * Hard-deletes the listings matching `where` with everything that belongs to them (api §8.6, §8.7):
 * their message threads with the threads' messages and email throttles, their loans, their
 * flags and their photo rows. Ratings about them stay (`transaction_id` is not a foreign key).
 * Runs inside the caller's write. Returns the photo files the listings used, for the caller to
 * delete after commit where no remaining listing refers to them.
 *
 * The foreign keys cascade the same way; deleting children first, each through its own index,
 * keeps the parent deletes from searching the big tables for them.
 */
export function purgeListings(deps: Deps, where: SQL): string[] {
  const db = deps.db;
  const ids = db.select({ id: listings.id }).from(listings).where(where);
  const files = db
    .selectDistinct({ file: listingPhotos.file })
    .from(listingPhotos)
    .where(inArray(listingPhotos.listingId, ids))
    .all()
    .map((row) => row.file);
  const threads = db.select({ id: messageThreads.id }).from(messageThreads).where(inArray(messageThreads.listingId, ids));
  db.delete(messageEmails).where(inArray(messageEmails.threadId, threads)).run();
  db.delete(messages).where(inArray(messages.threadId, threads)).run();
  db.delete(messageThreads).where(inArray(messageThreads.listingId, ids)).run();
  db.delete(loans).where(inArray(loans.listingId, ids)).run();
  db.delete(flags).where(inArray(flags.listingId, ids)).run();
  db.delete(listingPhotos).where(inArray(listingPhotos.listingId, ids)).run();
  db.delete(listings).where(where).run();
  return files;
}
