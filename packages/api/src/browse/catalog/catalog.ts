import type { Db } from '@mpx/db';
import type { ListingSort } from '@mpx/shared';
import { sizeKey } from '@mpx/shared/sizes';
import { LRUCache } from 'lru-cache';
import { postcodeCode } from '@mpx/shared/places';
import type { Deps } from '../../context';
import { keptKind } from '../../core/kept';
import { prepared } from '../../core/prepared';
import { ClosestFirst, type LikeOrder } from '../closest';
import { hasSlotFilter, type CompiledFilter } from '../filter/compile';
import type { FacetValues } from '../filter/facts';
import { nearestCodes, type NearestCodes } from '../distance';
import { facetOrdersOf, type FacetOrders } from '../facet-order';
import { facetTest } from '../filter/match';
import { scanSlices } from '../filter/scan';
import { Columns, CONDITION_CODES, FAMILY_CODES, LOAN, NONE, STATE_CODES, SWAP } from './columns';
import { Order } from './order';
import { scan, type ScanSlices } from './scan';

/** A catalog group: the listings sharing a brand, model and instrument type. */
export type Group = FacetValues;

export interface CatalogAnswer {
  /** The ids of the requested page, in order. */
  ids: number[];
  totalCount: number;
  /** Per group, how many listings pass every filter but model, brand and type. */
  groupCounts: Uint32Array;
  groups: readonly Group[];
  /** Where each group's values stand in the `available*` lists (facets.ts). */
  facetOrders: FacetOrders;
}

type Row = [
  id: number,
  createdAt: number,
  priceCents: number,
  brand: string,
  model: string,
  type: string,
  condition: string,
  state: string,
  swap: number,
  loan: number,
  userId: number,
  family: string | null,
  rimUm: number | null,
  cup: number | null,
  sizeMaker: string | null,
  sizeCode: string | null,
  postcode: string,
  /** 1 when the piece declares modifications: its size then names no equivalent. */
  modified: number,
];

const COLUMNS = `l.id, l.created_at, l.price_cents, l.brand, l.model, l.instrument_type, l.condition, u.location_state,
  l.open_to_swap, l.open_to_loan, l.user_id, l.size_family, l.size_rim_um, l.size_cup, l.size_maker, l.size_code, u.location_postcode,
  l.modifications IS NOT NULL`;
const ALL_ACTIVE = `SELECT ${COLUMNS} FROM listings l CROSS JOIN users u ON u.id = l.user_id WHERE l.status = 'active'`;
const ACTIVE_BY_IDS = `${ALL_ACTIVE} AND l.id IN (SELECT value FROM json_each(?))`;
const LAST_SEQ = 'SELECT coalesce(max(seq), 0) FROM catalog_changes';
const COUNT_ACTIVE = "SELECT count(*) FROM listings WHERE status = 'active'";
const CHANGES = 'SELECT seq, listing_id, user_id FROM catalog_changes WHERE seq > ? ORDER BY seq';
const FIRST_SEQ = 'SELECT min(seq) FROM catalog_changes';
const LISTINGS_OF = 'SELECT id FROM listings WHERE user_id = ?';

/**
 * Whose listings a browse reads: everyone's, one seller's (a seller's page, `user_id=<n>`), or
 * everyone's but one seller's (the sizes similar to that seller's listing).
 */
export type SellerScope = { seller: number } | { except: number } | null;

/**
 * Up to this many matches (a seller's page: 20 active listings by default), a page sorts them
 * rather than walking a kept order of every listing to find them; more are found sooner by the
 * walk, which stops once the page is full.
 */
const FEW_MATCHES = 64;

/** Past this many changed listings at once (a seed, an import), a full reload is cheaper. */
const RELOAD_ABOVE = 2_000;

/**
 * Every active listing's filterable fields, in memory and kept in each sort order, so a browse
 * whose filters were not seen since the last write costs one pass over typed arrays instead of
 * SQLite's grouped index scan (ADR 011). Writes reach it through `catalog_changes`: each sync
 * applies the rows after the last one it saw, whichever process wrote them, so it is exactly
 * as fresh as the catalog version the page cache checks.
 */
export class Catalog {
  private seq = -1;
  private readonly columns = new Columns();
  private readonly slotOf = new Map<number, number>();
  private readonly free: number[] = [];
  private used = 0;
  /**
   * The kept orders: one per sort, and `place`, by seller postcode code and then newest, where
   * each postcode's listings are one run that nearest-first takes whole (`nearestFirst`).
   */
  private readonly orders: Record<Exclude<ListingSort, 'distance'> | 'place', Order>;
  private readonly groups: Group[] = [];
  private readonly groupIndex = new Map<string, number>();
  /** Active listings per group: the counts of every browse without non-facet filters. */
  private groupTotals = new Uint32Array(0);
  /** Listing ids matching a search text, by FTS query; valid until the next change. */
  private readonly searches = new LRUCache<string, Uint8Array>({ max: 256 });
  private marks = new Uint8Array(0);
  /** Scratch room for the scan's candidate slots, reused from query to query. */
  private candidates = new Int32Array(0);
  private readonly sizeIds = new Map<string, number>();
  /** The groups' facet orders; groups are only ever added, so this is rebuilt when one is. */
  private facetOrderCache: { groups: number; orders: FacetOrders } | null = null;
  /** Postcode codes nearest first, per point measured from: the table never changes, so a buyer pays the ordering once. */
  private readonly nearest = new LRUCache<string, NearestCodes>({ max: 64 });
  /** The highest seller id any slot has held: the length of a byte table over sellers. */
  private topUserId = 0;

  constructor() {
    const c = this.columns;
    const newer = (a: number, b: number) =>
      (c.createdAt[a] ?? 0) > (c.createdAt[b] ?? 0) || (c.createdAt[a] === c.createdAt[b] && (c.id[a] ?? 0) > (c.id[b] ?? 0));
    this.orders = {
      newest: new Order(newer),
      price_asc: new Order((a, b) => (c.price[a] ?? 0) < (c.price[b] ?? 0) || (c.price[a] === c.price[b] && (c.id[a] ?? 0) > (c.id[b] ?? 0))),
      price_desc: new Order((a, b) => (c.price[a] ?? 0) > (c.price[b] ?? 0) || (c.price[a] === c.price[b] && (c.id[a] ?? 0) > (c.id[b] ?? 0))),
      place: new Order((a, b) => (c.postcode[a] ?? 0) < (c.postcode[b] ?? 0) || (c.postcode[a] === c.postcode[b] && newer(a, b))),
    };
  }

  /** Applies the changes written since the last sync (or loads everything the first time). */
  sync(db: Db): void {
    if (this.seq < 0) return this.reload(db);
    const changes = prepared<[seq: number, listingId: number | null, userId: number | null]>(db, CHANGES).raw().all(this.seq);
    if (changes.length === 0) return;
    const first = prepared<number | null>(db, FIRST_SEQ).pluck().get();
    // Pruned past what this process saw (it slept through many writes): start over.
    if (typeof first === 'number' && first > this.seq + 1) return this.reload(db);
    const ids = new Set<number>();
    for (const [, listingId, userId] of changes) {
      if (listingId !== null) ids.add(listingId);
      if (userId !== null) {
        for (const [id, slot] of this.slotOf) if (this.columns.userId[slot] === userId) ids.add(id);
        for (const id of prepared<number>(db, LISTINGS_OF).pluck().all(userId)) ids.add(id);
      }
    }
    if (ids.size > RELOAD_ABOVE) return this.reload(db);
    const rows = prepared<Row>(db, ACTIVE_BY_IDS)
      .raw()
      .all(JSON.stringify([...ids]));
    for (const id of ids) this.remove(id);
    for (const row of rows) this.insert(row);
    this.seq = changes.at(-1)?.[0] ?? this.seq;
    this.searches.clear();
  }

  /**
   * One page of active listings matching `filter` (of the sellers `scope` names), its match
   * count, and per group the counts the `available*` lists come from. The one reader of active
   * listings: the same semantics as the filter rows' SQL over `listings l` with `l.status =
   * 'active'`, which the agreement test holds it to, and the orders of api §4.1, §16.1, §20.1
   * (`likeOrder` 'sort': the equivalents, then the rest, each in the sort's order, api §26).
   */
  query(
    db: Db,
    filter: CompiledFilter,
    sort: ListingSort,
    page: { limit: number; offset: number },
    scope: SellerScope = null,
    likeOrder: LikeOrder = 'closest',
  ): CatalogAnswer {
    const c = this.columns;
    const passGroup = this.groupFilter(filter);
    const like = filter.like;
    const end = page.offset + page.limit;
    const kept = this.orders[sort === 'distance' ? 'newest' : sort];
    if (!hasSlotFilter(filter) && scope === null) {
      const { slots, length } = kept;
      // Only model, brand and type (or nothing): the counts are kept, and the page is the first
      // matches in order, so the walk stops there.
      const groupCounts = this.groupTotals.slice(0, this.groups.length);
      let total = 0;
      groupCounts.forEach((n, g) => {
        if (passGroup[g] === 1) total += n;
      });
      const ids: number[] = [];
      for (let k = 0, seen = 0; k < length && seen < end; k++) {
        const s = slots[k] ?? 0;
        if (passGroup[c.group[s] ?? 0] !== 1) continue;
        if (seen >= page.offset) ids.push(c.id[s] ?? 0);
        seen++;
      }
      return { ids, totalCount: total, groupCounts, groups: this.groups, facetOrders: this.facetOrders() };
    }

    // The scan (a pass per slice, over what is left) counts the matches and marks them; the page
    // then comes from the sort order, walked only until it is full.
    const groupCounts = new Uint32Array(this.groups.length);
    const hit = this.scratch(this.used);
    const slices = scanSlices(filter, { textMatches: (match) => this.matching(db, match), sizeSet: (keys) => this.sizeSet(keys) });
    this.narrowToSellers(slices, scope);
    if (this.candidates.length < this.used) this.candidates = new Int32Array(c.capacity);
    const total = scan(c, this.used, slices, passGroup, groupCounts, hit, this.candidates);
    // Nearest first needs every match ordered only to break ties of similar sizes. A few matches
    // (a seller's page) are sorted themselves rather than found by walking the whole order.
    const { slots, length } =
      sort === 'distance' && filter.distance
        ? this.nearestFirst(filter.distance, hit, like ? total : end)
        : total <= FEW_MATCHES
          ? kept.sorted(this.candidates.subarray(0, total))
          : kept;
    const listingIds = c.id;
    let ids: number[] = [];
    if (like) {
      // Every match in the sort order, regrouped closest size first (or only into equivalents and the rest).
      const closest = new ClosestFirst<number>(like, likeOrder);
      const { rim: rims, cup: cups, size: sizes } = c;
      const equivalent = slices.similar?.equivalent;
      for (let k = 0; k < length; k++) {
        const s = slots[k] ?? 0;
        if (hit[s] !== 1) continue;
        const rim = rims[s] ?? NONE;
        const cup = cups[s] ?? NONE;
        closest.add(listingIds[s] ?? 0, rim === NONE ? null : rim, cup === NONE ? null : cup, equivalent?.[sizes[s] ?? NONE] === 1);
      }
      ids = closest.page(page.offset, page.limit);
    } else {
      for (let k = 0, seen = 0; k < length && seen < end; k++) {
        const s = slots[k] ?? 0;
        if (hit[s] !== 1) continue;
        if (seen >= page.offset) ids.push(listingIds[s] ?? 0);
        seen++;
      }
    }
    return { ids, totalCount: total, groupCounts, groups: this.groups, facetOrders: this.facetOrders() };
  }

  /** The seller slot of a scan: one seller's listings as a bound on the seller column, or all but one seller's as the ids allowed. */
  private narrowToSellers(slices: ScanSlices, scope: SellerScope): void {
    if (scope === null) return;
    if ('seller' in scope) return slices.range('userId', scope.seller, scope.seller);
    const others = new Uint8Array(this.topUserId + 1).fill(1);
    others[scope.except] = 0;
    slices.allow('userId', others);
  }

  private facetOrders(): FacetOrders {
    if (this.facetOrderCache?.groups !== this.groups.length) this.facetOrderCache = { groups: this.groups.length, orders: facetOrdersOf(this.groups) };
    return this.facetOrderCache.orders;
  }

  /**
   * The first `want` matches nearest seller first, newest first among equals: postcode by postcode
   * from the nearest, each one's listings a run of the `place` order already newest first, so a
   * page costs the runs it reads. Postcodes at exactly the same distance are merged and sorted;
   * sellers without a point (or a known postcode) come last (api §20.1).
   */
  private nearestFirst(from: { lat: number; lon: number; withinKm: number | null }, hit: Uint8Array, want: number): { slots: Int32Array; length: number } {
    const key = `${from.lat},${from.lon}`;
    let order = this.nearest.get(key);
    if (!order) {
      order = nearestCodes(from);
      this.nearest.set(key, order);
    }
    const { codes, km, unplaced } = order;
    const out: number[] = [];
    for (let i = 0; i < codes.length && out.length < want;) {
      const d = km[i] ?? Infinity;
      // Past the bound, nothing matches (the distance filter keeps exactly d <= withinKm).
      if (from.withinKm !== null && d > from.withinKm) return { slots: Int32Array.from(out), length: out.length };
      let j = i + 1;
      while (j < codes.length && km[j] === d) j++;
      this.takeRuns(codes.subarray(i, j), hit, out, want);
      i = j;
    }
    if (out.length < want && from.withinKm === null) this.takeRuns([...unplaced, NONE], hit, out, want);
    return { slots: Int32Array.from(out), length: out.length };
  }

  /** Appends the matches of these postcodes' runs, newest first across them, until `out` holds `want`. */
  private takeRuns(codes: ArrayLike<number>, hit: Uint8Array, out: number[], want: number): void {
    const { slots, length } = this.orders.place;
    const postcodes = this.columns.postcode;
    // One postcode's run is in order already and goes straight out; several are sorted first.
    const single = codes.length === 1;
    const found: number[] = single ? out : [];
    const cap = single ? want : Infinity;
    for (let i = 0; i < codes.length; i++) {
      const code = codes[i] ?? NONE;
      let lo = 0;
      let hi = length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((postcodes[slots[mid] ?? 0] ?? NONE) < code) lo = mid + 1;
        else hi = mid;
      }
      for (let k = lo; k < length && found.length < cap; k++) {
        const s = slots[k] ?? 0;
        if (postcodes[s] !== code) break;
        if (hit[s] === 1) found.push(s);
      }
    }
    if (single) return;
    const newer = this.orders.newest.before;
    found.sort((a, b) => (newer(a, b) ? -1 : newer(b, a) ? 1 : 0));
    for (const s of found) {
      if (out.length >= want) break;
      out.push(s);
    }
  }

  /** A zeroed byte per slot, reused from query to query. */
  private scratch(size: number): Uint8Array {
    if (this.marks.length < size) this.marks = new Uint8Array(this.columns.capacity);
    else this.marks.fill(0, 0, size);
    return this.marks;
  }

  /** Which groups pass the model, brand and instrument type filters: decided once per group. */
  private groupFilter(filter: CompiledFilter): Uint8Array {
    const passes = facetTest(filter);
    const result = new Uint8Array(this.groups.length);
    this.groups.forEach((g, i) => {
      if (passes(g)) result[i] = 1;
    });
    return result;
  }

  /** A byte per size id, 1 for these sizes; sizes no listing has ever had have no id and need none. */
  private sizeSet(keys: readonly string[]): Uint8Array {
    const bits = new Uint8Array(this.sizeIds.size);
    for (const key of keys) {
      const id = this.sizeIds.get(key);
      if (id !== undefined) bits[id] = 1;
    }
    return bits;
  }

  /** A byte per listing id: 1 where the FTS query matches. FTS runs once per query text and change. */
  private matching(db: Db, match: string): Uint8Array {
    const known = this.searches.get(match);
    if (known) return known;
    const ids = prepared<number>(db, 'SELECT rowid FROM listings_fts WHERE listings_fts MATCH ?').pluck().all(match);
    const bits = new Uint8Array(ids.reduce((top, id) => Math.max(top, id), 0) + 1);
    for (const id of ids) bits[id] = 1;
    this.searches.set(match, bits);
    return bits;
  }

  private reload(db: Db): void {
    // The last change first: one committed between the two reads is then applied again by the
    // next sync, which is harmless (a listing is removed and re-read), where the other order
    // could skip it.
    const seq = prepared<number>(db, LAST_SEQ).pluck().get() ?? 0;
    this.slotOf.clear();
    this.free.length = 0;
    this.used = 0;
    this.groupTotals.fill(0);
    const active = prepared<number>(db, COUNT_ACTIVE).pluck().get() ?? 0;
    const room = Math.max(1024, Math.ceil(active * 1.25));
    if (this.columns.capacity < room) this.columns.grow(room);
    // Row by row: each row is garbage as soon as it is placed, where reading all 40,000 at once
    // grew the heap by tens of megabytes that the process then kept.
    const slots: number[] = [];
    for (const row of prepared<Row>(db, ALL_ACTIVE).raw().iterate()) slots.push(this.place(row));
    for (const order of Object.values(this.orders)) order.fill([...slots]);
    this.seq = seq;
    this.searches.clear();
  }

  /** Writes a row into a free slot and returns the slot (not yet in any order). */
  private place([
    id,
    createdAt,
    priceCents,
    brand,
    model,
    type,
    condition,
    state,
    swap,
    loan,
    userId,
    family,
    rimUm,
    cup,
    sizeMaker,
    sizeCode,
    postcode,
    modified,
  ]: Row): number {
    const key = `${brand}\u0000${model}\u0000${type}`;
    let group = this.groupIndex.get(key);
    if (group === undefined) {
      group = this.groups.length;
      this.groups.push({ brand, model, instrumentType: type });
      this.groupIndex.set(key, group);
      if (group >= this.groupTotals.length) {
        const totals = new Uint32Array(Math.max(256, group * 2));
        totals.set(this.groupTotals);
        this.groupTotals = totals;
      }
    }
    this.groupTotals[group] = (this.groupTotals[group] ?? 0) + 1;
    const c = this.columns;
    let slot = this.free.pop();
    if (slot === undefined) {
      if (this.used === c.capacity) c.grow(Math.max(1024, c.capacity * 2));
      slot = this.used++;
    }
    c.id[slot] = id;
    c.createdAt[slot] = createdAt;
    c.price[slot] = priceCents;
    c.group[slot] = group;
    c.condition[slot] = CONDITION_CODES.get(condition) ?? 255;
    c.state[slot] = STATE_CODES.get(state) ?? 255;
    c.flags[slot] = (swap === 1 ? SWAP : 0) | (loan === 1 ? LOAN : 0);
    c.userId[slot] = userId;
    if (userId > this.topUserId) this.topUserId = userId;
    c.family[slot] = family === null ? 0 : (FAMILY_CODES.get(family) ?? 0);
    c.rim[slot] = rimUm ?? NONE;
    c.cup[slot] = cup ?? NONE;
    // A modified piece keeps its rim and cup (they still place it) but is no size's equivalent.
    c.size[slot] = sizeMaker === null || sizeCode === null || modified === 1 ? NONE : this.sizeId(sizeKey(sizeMaker, sizeCode));
    c.postcode[slot] = postcodeCode(postcode);
    this.slotOf.set(id, slot);
    return slot;
  }

  /** Ids for decoded sizes, given as first seen and kept for the catalog's life (a few hundred at most). */
  private sizeId(key: string): number {
    let id = this.sizeIds.get(key);
    if (id === undefined) {
      id = this.sizeIds.size;
      this.sizeIds.set(key, id);
    }
    return id;
  }

  private insert(row: Row): void {
    const slot = this.place(row);
    for (const order of Object.values(this.orders)) order.insert(slot);
  }

  private remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    for (const order of Object.values(this.orders)) order.remove(slot);
    const group = this.columns.group[slot] ?? 0;
    this.groupTotals[group] = (this.groupTotals[group] ?? 0) - 1;
    this.columns.group[slot] = NONE;
    this.slotOf.delete(id);
    this.free.push(slot);
  }
}

const CATALOG = keptKind('the browse catalog, synced through catalog_changes', () => new Catalog());

/** The catalog of these deps, synced with every write committed so far. */
export function freshCatalog(deps: Deps): Catalog {
  const catalog = deps.kept.get(CATALOG);
  catalog.sync(deps.db);
  return catalog;
}
