import { messageThreads, type MessageThreadRow } from '@mpx/db';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../context';

/** A thread's key: the pair, smaller id first, and the listing (null: the general thread). */
export interface ThreadKey {
  low: number;
  high: number;
  listingId: number | null;
}

export function threadKey(a: number, b: number, listingId: number | null): ThreadKey {
  return { low: Math.min(a, b), high: Math.max(a, b), listingId };
}

/** Looks the thread up through its unique index (the coalesce matches the index's expression). */
export function findThread(deps: Deps, key: ThreadKey): MessageThreadRow | undefined {
  return deps.db
    .select()
    .from(messageThreads)
    .where(
      and(eq(messageThreads.userLow, key.low), eq(messageThreads.userHigh, key.high), sql`coalesce(${messageThreads.listingId}, 0) = ${key.listingId ?? 0}`),
    )
    .get();
}

/** The thread's id, creating it on its first message. Runs inside a write. */
export function threadFor(deps: Deps, key: ThreadKey, now: number): number {
  const found = findThread(deps, key);
  if (found) return found.id;
  return deps.db
    .insert(messageThreads)
    .values({ userLow: key.low, userHigh: key.high, listingId: key.listingId, lastMessageId: 0, updatedAt: now })
    .returning({ id: messageThreads.id })
    .get().id;
}
