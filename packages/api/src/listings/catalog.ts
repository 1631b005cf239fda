import type { Db } from '@mpx/db';
import { CONDITIONS, STATES, type ListingQuery, type ListingSort } from '@mpx/shared';
import { rimMicrons, SIMILAR_CUP_STEPS, SIMILAR_RIM_MM, SIZE_FAMILIES } from '@mpx/shared/sizes';
import { LRUCache } from 'lru-cache';
import { prepared } from '../core/prepared';
import { centBounds, facetFilter, ftsMatch } from './filters';

export interface Group {
  brand: string;
  model: string;
  type: string;
}

export interface CatalogAnswer {
  /** The ids of the requested page, in order. */
  ids: number[];
  totalCount: number;
  /** Per group, how many listings pass every filter but model, brand and type. */
  groupCounts: Uint32Array;
  groups: readonly Group[];
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
];

const COLUMNS = `l.id, l.created_at, l.price_cents, l.brand, l.model, l.instrument_type, l.condition, u.location_state,
  l.open_to_swap, l.open_to_loan, l.user_id, l.size_family, l.size_rim_um, l.size_cup`;
const ALL_ACTIVE = `SELECT ${COLUMNS} FROM listings l CROSS JOIN users u ON u.id = l.user_id WHERE l.status = 'active'`;
const ACTIVE_BY_IDS = `${ALL_ACTIVE} AND l.id IN (SELECT value FROM json_each(?))`;
const LAST_SEQ = 'SELECT coalesce(max(seq), 0) FROM catalog_changes';
const COUNT_ACTIVE = "SELECT count(*) FROM listings WHERE status = 'active'";
const CHANGES = 'SELECT seq, listing_id, user_id FROM catalog_changes WHERE seq > ? ORDER BY seq';
const FIRST_SEQ = 'SELECT min(seq) FROM catalog_changes';
const LISTINGS_OF = 'SELECT id FROM listings WHERE user_id = ?';
const PRUNE = 'DELETE FROM catalog_changes WHERE seq <= ?';

/** Past this many changed listings at once (a seed, an import), a full reload is cheaper. */
const RELOAD_ABOVE = 2_000;
/** Change rows kept behind the newest, for other processes still catching up. */
const KEEP_CHANGES = 10_000;

const CONDITION_CODES = new Map<string, number>(CONDITIONS.map((c, i) => [c, i]));
const STATE_CODES = new Map<string, number>(STATES.map((s, i) => [s, i]));
const FAMILY_CODES = new Map<string, number>(SIZE_FAMILIES.map((f, i) => [f, i + 1]));
const SWAP = 1;
const LOAN = 2;
const NONE = -1;

/**
 * The columns, one slot per active listing: typed arrays, so a pass over 40,000 listings reads
 * a few contiguous numbers per listing and allocates nothing. Codes stand for text (condition,
 * state, family); a slot freed by a change is reused by the next insert.
 */
class Columns {
  capacity = 0;
  id = new Int32Array(0);
  createdAt = new Float64Array(0);
  price = new Float64Array(0);
  group = new Int32Array(0);
  condition = new Uint8Array(0);
  state = new Uint8Array(0);
  flags = new Uint8Array(0);
  userId = new Int32Array(0);
  family = new Uint8Array(0);
  rim = new Int32Array(0);
  cup = new Int8Array(0);

  grow(capacity: number): void {
    const copy = <T extends Int32Array | Float64Array | Uint8Array | Int8Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.id = copy(this.id, (n) => new Int32Array(n));
    this.createdAt = copy(this.createdAt, (n) => new Float64Array(n));
    this.price = copy(this.price, (n) => new Float64Array(n));
    this.group = copy(this.group, (n) => new Int32Array(n));
    this.condition = copy(this.condition, (n) => new Uint8Array(n));
    this.state = copy(this.state, (n) => new Uint8Array(n));
    this.flags = copy(this.flags, (n) => new Uint8Array(n));
    this.userId = copy(this.userId, (n) => new Int32Array(n));
    this.family = copy(this.family, (n) => new Uint8Array(n));
    this.rim = copy(this.rim, (n) => new Int32Array(n));
    this.cup = copy(this.cup, (n) => new Int8Array(n));
    this.capacity = capacity;
  }
}

/** Slots in one sort order; inserts and removals shift the tail (a memmove of ~160 KB). */
class Order {
  slots = new Int32Array(0);
  length = 0;

  constructor(readonly before: (a: number, b: number) => boolean) {}

  /** The first position whose slot does not sort before `slot`. */
  private lowerBound(slot: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.before(this.slots[mid] ?? 0, slot)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(slot: number): void {
    if (this.length === this.slots.length) {
      const next = new Int32Array(Math.max(1024, this.slots.length * 2));
      next.set(this.slots);
      this.slots = next;
    }
    const at = this.lowerBound(slot);
    this.slots.copyWithin(at + 1, at, this.length);
    this.slots[at] = slot;
    this.length++;
  }

  /** Call before the slot's columns change: its position is found by its current values. */
  remove(slot: number): void {
    const at = this.lowerBound(slot);
    if (this.slots[at] !== slot) throw new Error(`catalog order lost slot ${slot}`);
    this.slots.copyWithin(at, at + 1, this.length);
    this.length--;
  }

  /** Replaces the content with `slots`, sorted. */
  fill(slots: number[]): void {
    slots.sort((a, b) => (this.before(a, b) ? -1 : this.before(b, a) ? 1 : 0));
    this.slots = Int32Array.from(slots);
    this.length = slots.length;
  }
}

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
  private readonly orders: Record<ListingSort, Order>;
  private readonly groups: Group[] = [];
  private readonly groupIndex = new Map<string, number>();
  /** Active listings per group: the counts of every browse without non-facet filters. */
  private groupTotals = new Uint32Array(0);
  /** Listing ids matching a search text, by FTS query; valid until the next change. */
  private readonly searches = new LRUCache<string, Uint8Array>({ max: 256 });
  private applied = 0;
  private marks = new Uint8Array(0);

  constructor() {
    const c = this.columns;
    this.orders = {
      newest: new Order((a, b) => (c.createdAt[a] ?? 0) > (c.createdAt[b] ?? 0) || (c.createdAt[a] === c.createdAt[b] && (c.id[a] ?? 0) > (c.id[b] ?? 0))),
      price_asc: new Order((a, b) => (c.price[a] ?? 0) < (c.price[b] ?? 0) || (c.price[a] === c.price[b] && (c.id[a] ?? 0) > (c.id[b] ?? 0))),
      price_desc: new Order((a, b) => (c.price[a] ?? 0) > (c.price[b] ?? 0) || (c.price[a] === c.price[b] && (c.id[a] ?? 0) > (c.id[b] ?? 0))),
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
    this.applied += changes.length;
    if (this.applied >= KEEP_CHANGES / 2) {
      this.applied = 0;
      prepared(db, PRUNE).run(this.seq - KEEP_CHANGES);
    }
  }

  /**
   * One page of active listings matching `query` (every seller), its match count, and per
   * group the counts the `available*` lists come from. Same semantics as `whereClause` over
   * `listings l` with the scope `public` and no seller, and the same orders.
   */
  query(db: Db, query: ListingQuery, page: { limit: number; offset: number }): CatalogAnswer {
    const c = this.columns;
    const passGroup = this.groupFilter(query);
    const conditionOk = codeFilter(query.condition, CONDITION_CODES);
    const stateOk = codeFilter(query.location_state, STATE_CODES);
    const price = centBounds(query);
    const min = price.min ?? -Infinity;
    const max = price.max ?? Infinity;
    const flagMask = (query.open_to_swap === null ? 0 : SWAP) | (query.open_to_loan === null ? 0 : LOAN);
    const flagWant = (query.open_to_swap ? SWAP : 0) | (query.open_to_loan ? LOAN : 0);
    const match = query.q === null ? null : ftsMatch(query.q);
    const text = match === null ? null : this.matching(db, match);
    const like = query.like;
    const family = like ? (FAMILY_CODES.get(like.family) ?? NONE) : 0;
    const reach = rimMicrons(SIMILAR_RIM_MM);
    const rimLo = like ? like.rimUm - reach : 0;
    const rimHi = like ? like.rimUm + reach : 0;
    const refCup = like?.cup ?? null;
    const byCup = refCup !== null;
    // Never below 0: a listing without a cup figure holds -1 and must stay outside the range.
    const cupLo = refCup === null ? 0 : Math.max(0, refCup - SIMILAR_CUP_STEPS);
    const cupHi = refCup === null ? 0 : refCup + SIMILAR_CUP_STEPS;

    const end = page.offset + page.limit;
    const { slots, length } = this.orders[query.sort];
    if (min === -Infinity && max === Infinity && !conditionOk && !stateOk && flagMask === 0 && !like && !text) {
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
      return { ids, totalCount: total, groupCounts, groups: this.groups };
    }

    // One pass in slot order counts the matches and marks them; the page then comes from the
    // sort order, walked only until it is full.
    const groupCounts = new Uint32Array(this.groups.length);
    const hit = this.scratch(this.used);
    const total = scan(
      c,
      this.used,
      { min, max, conditionOk, stateOk, flagMask, flagWant, family: like ? family : null, rimLo, rimHi, byCup, cupLo, cupHi, text },
      passGroup,
      groupCounts,
      hit,
    );
    const { rim: rims, cup: cups, id: listingIds } = c;
    const ids: number[] = [];
    if (like) {
      // Closest rim, then closest cup, then the chosen order: the sort order is walked once and
      // each match dropped into the bucket of its (rim gap, cup gap), so every bucket is in that
      // order already and thousands of close sizes cost no comparison sort.
      const cupSpan = SIMILAR_CUP_STEPS + 1;
      const buckets: number[][] = [];
      for (let k = 0; k < length; k++) {
        const s = slots[k] ?? 0;
        if (hit[s] !== 1) continue;
        const cupGap = refCup === null ? 0 : Math.abs((cups[s] ?? 0) - refCup);
        const key = Math.abs((rims[s] ?? 0) - like.rimUm) * cupSpan + cupGap;
        (buckets[key] ??= []).push(s);
      }
      let seen = 0;
      for (const bucket of buckets) {
        if (seen >= end) break;
        if (!bucket) continue;
        for (const s of bucket) {
          if (seen >= page.offset && seen < end) ids.push(listingIds[s] ?? 0);
          seen++;
        }
      }
    } else {
      for (let k = 0, seen = 0; k < length && seen < end; k++) {
        const s = slots[k] ?? 0;
        if (hit[s] !== 1) continue;
        if (seen >= page.offset) ids.push(listingIds[s] ?? 0);
        seen++;
      }
    }
    return { ids, totalCount: total, groupCounts, groups: this.groups };
  }

  /** A zeroed byte per slot, reused from query to query. */
  private scratch(size: number): Uint8Array {
    if (this.marks.length < size) this.marks = new Uint8Array(this.columns.capacity);
    else this.marks.fill(0, 0, size);
    return this.marks;
  }

  /** Which groups pass the model, brand and instrument type filters: decided once per group. */
  private groupFilter(query: ListingQuery): Uint8Array {
    const passes = facetFilter(query);
    const result = new Uint8Array(this.groups.length);
    this.groups.forEach((g, i) => {
      if (passes(g.model, g.brand, g.type)) result[i] = 1;
    });
    return result;
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
  private place([id, createdAt, priceCents, brand, model, type, condition, state, swap, loan, userId, family, rimUm, cup]: Row): number {
    const key = `${brand}\u0000${model}\u0000${type}`;
    let group = this.groupIndex.get(key);
    if (group === undefined) {
      group = this.groups.length;
      this.groups.push({ brand, model, type });
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
    c.family[slot] = family === null ? 0 : (FAMILY_CODES.get(family) ?? 0);
    c.rim[slot] = rimUm ?? NONE;
    c.cup[slot] = cup ?? NONE;
    this.slotOf.set(id, slot);
    return slot;
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

/** What a listing must be to pass the filters other than model, brand and type. */
interface SlotFilter {
  min: number;
  max: number;
  conditionOk: Uint8Array | null;
  stateOk: Uint8Array | null;
  flagMask: number;
  flagWant: number;
  /** The reference's family code (NONE for one no listing has), or null without a size filter. */
  family: number | null;
  rimLo: number;
  rimHi: number;
  byCup: boolean;
  cupLo: number;
  cupHi: number;
  text: Uint8Array | null;
}

/**
 * The pass over every slot, in slot order (the columns read front to back): counts the matches
 * per group and marks in `hit` those whose group passes too. Its own small function, so V8
 * optimises the loop on its own. Free slots hold group NONE.
 */
function scan(c: Columns, used: number, f: SlotFilter, passGroup: Uint8Array, groupCounts: Uint32Array, hit: Uint8Array): number {
  const { group, price, condition, state, flags, family, rim, cup, id } = c;
  const { min, max, conditionOk, stateOk, flagMask, flagWant, rimLo, rimHi, byCup, cupLo, cupHi, text } = f;
  const bySize = f.family !== null;
  let total = 0;
  for (let s = 0; s < used; s++) {
    const g = group[s] ?? NONE;
    if (g === NONE) continue;
    const p = price[s] ?? 0;
    if (p < min || p > max) continue;
    if (conditionOk !== null && conditionOk[condition[s] ?? 0] !== 1) continue;
    if (stateOk !== null && stateOk[state[s] ?? 0] !== 1) continue;
    if (((flags[s] ?? 0) & flagMask) !== flagWant) continue;
    if (bySize) {
      const r = rim[s] ?? 0;
      if (family[s] !== f.family || r < rimLo || r > rimHi) continue;
      if (byCup && ((cup[s] ?? 0) < cupLo || (cup[s] ?? 0) > cupHi)) continue;
    }
    if (text !== null && text[id[s] ?? 0] !== 1) continue;
    groupCounts[g] = (groupCounts[g] ?? 0) + 1;
    if (passGroup[g] !== 1) continue;
    hit[s] = 1;
    total++;
  }
  return total;
}

/** A byte per code: 1 for the codes a multi-valued filter allows, or null for no filter. */
function codeFilter(values: readonly string[], codes: Map<string, number>): Uint8Array | null {
  if (values.length === 0) return null;
  const allowed = new Uint8Array(256);
  for (const value of values) {
    const code = codes.get(value);
    if (code !== undefined) allowed[code] = 1;
  }
  return allowed;
}

const catalogs = new WeakMap<Db, Catalog>();

/** The catalog of this database connection, synced with every write committed so far. */
export function freshCatalog(db: Db): Catalog {
  let catalog = catalogs.get(db);
  if (!catalog) {
    catalog = new Catalog();
    catalogs.set(db, catalog);
  }
  catalog.sync(db);
  return catalog;
}
