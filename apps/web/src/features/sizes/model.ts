import { INSTRUMENT_TYPES } from '@mpx/shared';
import {
  familyOf,
  normalizeSizeCode,
  resolveReference,
  type EquivalenceIndex,
  type SizeEntry,
  type SizeFamily,
  type SizeMaker,
  type SizeTable,
} from '@mpx/shared/sizes';
import type { ListingFilters } from '../../entities/listing/listingSearch';

/**
 * The size guide's data work, kept apart from the components: the rows of a family, the
 * "listed now" counts, sorting, which makers the chart shows, and where each model links to.
 */

/** One size of one maker, as a row of the guide. */
export interface SizeRow {
  key: string;
  maker: SizeMaker;
  entry: SizeEntry;
  /** "Bach 7C". */
  label: string;
  /** The id of its row in the family's table, for links to it. */
  anchor: string;
}

/** Every size of a family, makers in the table's order (the most traded first). */
export function familyRows(makers: readonly SizeMaker[], family: SizeFamily): SizeRow[] {
  return makers.flatMap((maker) =>
    maker.entries
      .filter((entry) => entry.family === family)
      .map((entry, i) => ({
        key: `${maker.id}:${i}:${entry.code}`,
        maker,
        entry,
        label: `${maker.name} ${entry.code}`,
        // Codes hold spaces and slashes ("1 1/2C"); the position keeps the id plain and unique.
        anchor: `size-${family}-${maker.id}-${i}`,
      })),
  );
}

/**
 * The maker's own words for a cup where they say more than its place on the shared scale: Bob
 * Reeves' "Medium bowl shaped cup" or a printed depth, but not Bach's "Medium" for a medium cup.
 */
export function makerCupWords(entry: SizeEntry): string | null {
  const words = entry.cupWording?.trim();
  if (!words) return null;
  return words.toLowerCase().replace(/\s+cup$/, '') === entry.cup ? null : words;
}

/** The makers with sizes in these rows, in order, each once. */
export function makersOf(rows: readonly SizeRow[]): SizeMaker[] {
  return [...new Set(rows.map((row) => row.maker))];
}

// ---------------------------------------------------------------------------------------------
// Listed now

export interface StockModel {
  maker_id: string;
  code: string;
  family: string;
  count: number;
}

const stockKey = (makerId: string, family: string, code: string) => `${makerId}\u0000${family}\u0000${code}`;

/** `listings.sizeStock` as a lookup: a row's count of active listings (0 when none). */
export type StockIndex = (row: SizeRow) => number;

export function stockIndex(models: readonly StockModel[]): StockIndex {
  const counts = new Map<string, number>();
  for (const model of models) counts.set(stockKey(model.maker_id, model.family, model.code), model.count);
  return (row) => counts.get(stockKey(row.maker.id, row.entry.family, row.entry.code)) ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Sorting

export type SortKey = 'maker' | 'code' | 'rim';
export type SortDirection = 'ascending' | 'descending';
export interface TableSort {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: TableSort = { key: 'rim', direction: 'ascending' };

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

/** Codes in the makers' own order: 1C, 1 1/2C, 2C … 10 1/2C, then codes without a number (SM5). */
export function compareCodes(a: string, b: string): number {
  const split = (code: string) => {
    const match = /^(\d+(?:\.\d+)?)(.*)$/.exec(normalizeSizeCode(code));
    return match ? { number: Number(match[1]), rest: match[2] ?? '' } : { number: Infinity, rest: normalizeSizeCode(code) };
  };
  const x = split(a);
  const y = split(b);
  return x.number - y.number || byText(x.rest, y.rest) || byText(a, b);
}

/** Rims without a figure last, whichever the direction. */
function compareRims(a: SizeRow, b: SizeRow, sign: number): number {
  const x = a.entry.rimMm;
  const y = b.entry.rimMm;
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  return sign * (x - y);
}

/**
 * Sorted by one column, both ways; ties go by maker, then rim (smallest first), then code, so
 * the order is always the same. Rows without a rim figure stay last when sorting by rim.
 */
export function sortRows(rows: readonly SizeRow[], { key, direction }: TableSort): SizeRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const maker = (a: SizeRow, b: SizeRow) => byText(a.maker.name, b.maker.name);
  const code = (a: SizeRow, b: SizeRow) => compareCodes(a.entry.code, b.entry.code);
  const rim = (a: SizeRow, b: SizeRow) => compareRims(a, b, 1);
  const compare = (a: SizeRow, b: SizeRow): number => {
    switch (key) {
      case 'rim':
        return compareRims(a, b, sign) || maker(a, b) || code(a, b);
      case 'maker':
        return sign * maker(a, b) || rim(a, b) || code(a, b);
      case 'code':
        return sign * code(a, b) || maker(a, b) || rim(a, b);
    }
  };
  return [...rows].sort(compare);
}

/** A click on a column header: the other way round on the sorted column, else that column, ascending. */
export function nextSort(current: TableSort, key: SortKey): TableSort {
  if (current.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

// ---------------------------------------------------------------------------------------------
// The chart's makers

export const CHART_DEFAULT_MAKERS = 6;

/** The rows with a rim figure, per maker, in the table's order (makers without any are left out). */
export function rimRowsByMaker(rows: readonly SizeRow[]): Map<SizeMaker, SizeRow[]> {
  const byMaker = new Map<SizeMaker, SizeRow[]>();
  for (const row of rows) {
    if (row.entry.rimMm === null) continue;
    const list = byMaker.get(row.maker) ?? [];
    list.push(row);
    byMaker.set(row.maker, list);
  }
  return byMaker;
}

/** The makers shown at first: those with the most rim figures, up to `limit`, in the table's order. */
export function defaultChartMakers(byMaker: ReadonlyMap<SizeMaker, readonly SizeRow[]>, limit = CHART_DEFAULT_MAKERS): string[] {
  const makers = [...byMaker.keys()];
  const chosen = new Set(
    makers
      .map((maker, order) => ({ maker, order, rims: byMaker.get(maker)?.length ?? 0 }))
      .sort((a, b) => b.rims - a.rims || a.order - b.order)
      .slice(0, limit)
      .map(({ maker }) => maker.id),
  );
  return makers.filter((maker) => chosen.has(maker.id)).map((maker) => maker.id);
}

// ---------------------------------------------------------------------------------------------
// Equivalents

/** A size another maker's published claim links to a row, with why. */
export interface EquivalentRow {
  row: SizeRow;
  reason: string;
}

/** Each row's published equivalents, as rows of the same family's table (claims never cross families). */
export type EquivalentsIndex = (row: SizeRow) => readonly EquivalentRow[];

export function equivalentRows(equivalences: EquivalenceIndex, rows: readonly SizeRow[]): EquivalentsIndex {
  const byEntry = new Map(rows.map((row) => [row.entry, row]));
  return (row) =>
    equivalences.of(row.entry).flatMap((equivalent) => {
      const linked = byEntry.get(equivalent.entry);
      return linked ? [{ row: linked, reason: equivalent.reason }] : [];
    });
}

// ---------------------------------------------------------------------------------------------
// What the guide knows

export interface MakerRims {
  maker: SizeMaker;
  sizes: number;
  /** Sizes with a rim figure. */
  rims: number;
  /** Of those, the rims worked out from the maker's numbering rule. */
  byRule: number;
}

/** Per maker, across every family, how many sizes have a rim figure; makers with none are apart. */
export function rimCoverage(makers: readonly SizeMaker[]): { withRims: MakerRims[]; withoutRims: SizeMaker[] } {
  const counts = makers.map((maker) => ({
    maker,
    sizes: maker.entries.length,
    rims: maker.entries.filter((entry) => entry.rimMm !== null).length,
    byRule: maker.entries.filter((entry) => entry.rimMm !== null && entry.rimFrom === 'rule').length,
  }));
  return { withRims: counts.filter((c) => c.rims > 0), withoutRims: counts.filter((c) => c.rims === 0).map((c) => c.maker) };
}

// ---------------------------------------------------------------------------------------------
// Links to the listings

/** An instrument of the family, for the browse's instrument filter ("Tenor Trombone" for trombones). */
export function instrumentOfFamily(family: SizeFamily): string | undefined {
  return INSTRUMENT_TYPES.find((type) => familyOf(type) === family);
}

const isRow = (row: SizeRow) => (result: ReturnType<typeof resolveReference>) =>
  result.ok && result.reference.makerId === row.maker.id && result.reference.code === row.entry.code && result.reference.family === row.entry.family;

/**
 * Where a model's listings are: the browse's similar-size search (`like=Bach 7C`: this size and
 * those within reach, closest first), with an instrument of the family only when the code
 * alone would name another family's size (Bach 7C is a trumpet size and a trombone one). A size
 * without a rim figure cannot be compared, so it gets a text search for its maker and code.
 */
export function listingsSearchOf(table: SizeTable, row: SizeRow): ListingFilters {
  const instrument = instrumentOfFamily(row.entry.family);
  const matches = isRow(row);
  if (row.entry.rimMm !== null) {
    if (matches(resolveReference(table, row.label))) return { like: row.label };
    if (instrument && matches(resolveReference(table, row.label, [instrument]))) return { like: row.label, instrument_type: instrument };
  }
  const ambiguous = table.find(row.maker, row.entry.code, null) !== row.entry;
  return ambiguous && instrument ? { q: row.label, instrument_type: instrument } : { q: row.label };
}

// ---------------------------------------------------------------------------------------------
// Sources

export interface MakerSources {
  /** Distinct sources of the maker's rows, in the order of first use. */
  sources: string[];
  /** A row's source number (1-based) in `sources`. */
  numberOf: (row: SizeRow) => number;
}

/** Each maker's sources, numbered, so a table of thirty rows from one catalogue cites it once. */
export function sourcesByMaker(rows: readonly SizeRow[]): Map<string, MakerSources> {
  const byMaker = new Map<string, MakerSources>();
  for (const row of rows) {
    let entry = byMaker.get(row.maker.id);
    if (!entry) {
      const sources: string[] = [];
      entry = { sources, numberOf: (r) => sources.indexOf(r.entry.source) + 1 };
      byMaker.set(row.maker.id, entry);
    }
    if (!entry.sources.includes(row.entry.source)) entry.sources.push(row.entry.source);
  }
  return byMaker;
}

/** An anchor for a maker's source in a family's tab. */
export const sourceId = (family: SizeFamily, makerId: string, n: number) => `size-source-${family}-${makerId}-${n}`;

/** A source's text split into plain parts and web addresses, to show the addresses as links. */
export function sourceParts(source: string): { text: string; url?: string }[] {
  const parts: { text: string; url?: string }[] = [];
  let last = 0;
  for (const match of source.matchAll(/https?:\/\/[^\s"'<>]+[^\s"'<>.,;:)]/g)) {
    if (match.index > last) parts.push({ text: source.slice(last, match.index) });
    parts.push({ text: match[0], url: match[0] });
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push({ text: source.slice(last) });
  return parts;
}
