import type { Deps } from '@mpx/api';
import type { ListingStatus, Random } from '@mpx/shared';
import type { Members } from './members';

export interface ListingRef {
  id: number;
  userId: number;
  brand: string;
  model: string;
  instrumentType: string;
  status: ListingStatus;
  openToLoan: number;
  priceCents: number;
  createdAt: number;
  soldAt: number | null;
}

/** Random draws before a full scan of the pool. */
const PROBES = 32;

const LISTINGS = `SELECT id, user_id AS userId, brand, model, instrument_type AS instrumentType, status, open_to_loan AS openToLoan,
  price_cents AS priceCents, created_at AS createdAt, sold_at AS soldAt
  FROM listings WHERE status <> 'deleted' ORDER BY id`;

/** Every listing not deleted, in id order. */
export function loadListings(deps: Deps): ListingRef[] {
  return deps.db.$client.prepare<[], ListingRef>(LISTINGS).all();
}

/**
 * Who and what the story can use: the demo account, the admin, the other verified members and
 * their listings. A listing a scene changes (lent, sold, paused) is taken, so no two scenes
 * contradict each other; one that is only talked about or rated can be shared.
 */
export class Cast {
  readonly demo: number;
  readonly admin: number | null;
  readonly newcomers: readonly number[];
  /** Verified members other than the demo account. */
  readonly others: readonly number[];
  readonly listings: readonly ListingRef[];
  /** Members the story has involved so far, the demo account aside. */
  readonly involved = new Set<number>();
  private readonly taken = new Set<number>();
  private readonly byOwner = new Map<number, ListingRef[]>();

  constructor(
    deps: Deps,
    members: Members & { demoId: number },
    readonly random: Random,
  ) {
    this.demo = members.demoId;
    this.admin = members.adminId;
    this.newcomers = members.newcomerIds;
    this.others = members.ids.filter((id) => id !== members.demoId);
    const mine = new Set(members.ids);
    this.listings = loadListings(deps).filter((l) => mine.has(l.userId));
    for (const l of this.listings) {
      const owned = this.byOwner.get(l.userId);
      if (owned) owned.push(l);
      else this.byOwner.set(l.userId, [l]);
    }
  }

  /**
   * A member other than `except`, at random, preferably one the story has not involved yet so
   * the demo account meets different people; undefined when there is none.
   */
  someone(except: readonly number[] = []): number | undefined {
    const allowed = this.others.filter((id) => !except.includes(id));
    const fresh = allowed.filter((id) => !this.involved.has(id));
    const candidates = fresh.length > 0 ? fresh : allowed;
    return candidates.length === 0 ? undefined : this.involve(this.random.pick(candidates));
  }

  involve(memberId: number): number {
    if (memberId !== this.demo) this.involved.add(memberId);
    return memberId;
  }

  /** The listings of one member. */
  ownedBy(memberId: number): readonly ListingRef[] {
    return this.byOwner.get(memberId) ?? [];
  }

  /**
   * A listing of `pool` passing `test` that no scene has taken, at random: a few random draws
   * first (most tests pass often, and a pool may hold 50,000 listings), then the whole pool.
   */
  find(test: (listing: ListingRef) => boolean, pool: readonly ListingRef[] = this.listings): ListingRef | undefined {
    const fits = (l: ListingRef) => !this.taken.has(l.id) && test(l);
    for (let i = 0; i < PROBES && pool.length > 0; i++) {
      const listing = this.random.pick(pool);
      if (fits(listing)) return listing;
    }
    const candidates = pool.filter(fits);
    return candidates.length === 0 ? undefined : this.random.pick(candidates);
  }

  /** Listings no scene has taken. */
  untaken(): ListingRef[] {
    return this.listings.filter((l) => !this.taken.has(l.id));
  }

  /** As `find`, and no other scene gets it. */
  take(test: (listing: ListingRef) => boolean, pool: readonly ListingRef[] = this.listings): ListingRef | undefined {
    const listing = this.find(test, pool);
    if (listing) this.taken.add(listing.id);
    return listing;
  }
}
