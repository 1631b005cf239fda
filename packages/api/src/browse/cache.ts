import type { Db } from '@mpx/db';
import { LRUCache } from 'lru-cache';
import type { Deps } from '../context';
import { keptKind } from '../core/kept';
import { catalogVersion } from '../listings/statements';
import type { Listing } from '../listings/shapes';
import { Interner } from './interner';
import type { ListingListResponse } from './shapes';

/**
 * The size guide's counts of active listings per decoded size. Declared with the cache that keeps
 * it, not with `sizeStock` (similar.ts) that computes it, so the cache depends on no reader.
 */
export interface SizeStock {
  models: { maker_id: string; code: string; family: string; count: number }[];
}

/**
 * Memoised browse results of one database, valid for one catalog version (see ADR 002). Every
 * write that can change a listing response bumps the version in its own transaction (triggers),
 * and `sync` drops everything the moment the version moves, so an entry is never served after
 * the write that made it stale. Values are shared between requests and must not be mutated; the
 * listings they hold are the shared ones of listings/read.ts, kept to the same version.
 */
export class BrowseCache {
  private version = -1;
  /**
   * Whole responses by audience + filters + sort + page, weighted by the listings they refer
   * to: a crawler walking every page can pin at most this many listing objects.
   */
  readonly pages = new LRUCache<string, ListingListResponse>({ maxSize: 12_000 });
  /** The listing page's similar sizes by audience + listing id. */
  readonly similar = new LRUCache<string, { listings: Listing[] }>({ max: 4_000 });
  /** The size guide's counts of listings per decoded size. */
  sizeStock: SizeStock | null = null;
  /** Values and facet lists shared by all of the above. */
  readonly intern = new Interner();

  /** Reads the current catalog version (one indexed row) and forgets everything older. */
  sync(db: Db): void {
    const version = catalogVersion(db);
    if (version === this.version) return;
    this.version = version;
    this.pages.clear();
    this.similar.clear();
    this.sizeStock = null;
    this.intern.clear();
  }
}

const BROWSE_CACHE = keptKind('browse answers, valid for one catalog version', () => new BrowseCache());

/**
 * The browse cache of these deps, synced with the catalog version: the only way to reach it, so
 * no read can skip the check.
 */
export function freshCache(deps: Deps): BrowseCache {
  const cache = deps.kept.get(BROWSE_CACHE);
  cache.sync(deps.db);
  return cache;
}
