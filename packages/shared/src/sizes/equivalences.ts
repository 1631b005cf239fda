import { PUBLISHED_CLAIMS, type ClaimKind, type PublishedClaim } from './data/equivalences';
import type { SizeTable } from './decode';
import { SIZE_FAMILIES, type SizeEntry, type SizeFamily, type SizeMaker } from './types';

export type { ClaimKind, PublishedClaim };
export { PUBLISHED_CLAIMS };

/** A size of the table with its maker. */
export interface SizeRef {
  maker: SizeMaker;
  entry: SizeEntry;
}

/**
 * One published link between two sizes of different makers, read both ways. A direct link joins
 * the claiming maker's size to one it names; a link through a claim joins two sizes the same
 * claim names ("VB1C: Schilke 16" links Bach 1C and Schilke 16 through Denis Wick's 1C).
 */
export interface EquivalenceLink {
  sizes: readonly [SizeRef, SizeRef];
  /** The claiming maker's own size: one of `sizes` for a direct link, the size compared to both otherwise. */
  claimant: SizeRef;
  direct: boolean;
  kind: ClaimKind;
  /** What the document prints. */
  wording: string;
  source: string;
  /** Why the two are linked, in a few words that read right from either side. */
  reason: string;
}

/** A size linked to another, with why. */
export interface Equivalent extends SizeRef {
  /** The reason of the most direct link (a maker's own claim before a link through one). */
  reason: string;
  /** Every published link between the two, direct ones first. */
  links: readonly EquivalenceLink[];
}

export interface EquivalenceIndex {
  links: readonly EquivalenceLink[];
  /** Claims that name a size the table lacks, a size of another family, or the claimant itself: none, in a sound table. */
  problems: readonly string[];
  of(entry: SizeEntry): readonly Equivalent[];
}

const label = ({ maker, entry }: SizeRef) => `${maker.name} ${entry.code}`;

function directReason(kind: ClaimKind, claimant: SizeRef, other: SizeRef, wording: string): string {
  const by = claimant.maker.name;
  const own = claimant.entry.code;
  switch (kind) {
    case 'sold-as':
      return `${by} sells its ${own} as the ${wording}`;
    case 'compared':
      return `${by} compares its ${own} to a ${label(other)}`;
    case 'rough':
      return `${by} roughly compares its ${own} to a ${label(other)}`;
    case 'similar-rim':
      return `${by} lists a ${label(other)} rim as similar to its ${own}`;
  }
}

function throughReason(kind: ClaimKind, claimant: SizeRef): string {
  const by = claimant.maker.name;
  const own = claimant.entry.code;
  switch (kind) {
    case 'sold-as':
      return `${by} sells its ${own} as both`;
    case 'compared':
      return `${by} compares its ${own} to both`;
    case 'rough':
      return `${by} roughly compares its ${own} to both`;
    case 'similar-rim':
      return `${by} lists both rims as similar to its ${own}`;
  }
}

/**
 * Reads the claims against a table once: every link and, for each size, its linked sizes in both
 * directions. A claim naming a size the table does not hold is reported, never guessed at.
 */
export function indexEquivalences(table: SizeTable, claims: readonly PublishedClaim[]): EquivalenceIndex {
  const problems: string[] = [];
  const resolve = (makerId: string, code: string, family: SizeFamily, where: string): SizeRef | null => {
    const maker = table.makerById(makerId);
    const entry = maker && table.find(maker, code, family);
    if (maker && entry) return { maker, entry };
    problems.push(`${where}: no ${family} size "${makerId} ${code}" in the table`);
    return null;
  };

  const links: EquivalenceLink[] = [];
  for (const claim of claims) {
    const where = `${claim.by} ${claim.size} (${claim.wording})`;
    const claimant = resolve(claim.by, claim.size, claim.family, where);
    const named = claim.to.flatMap((ref) => {
      const space = ref.indexOf(' ');
      if (space < 1) {
        problems.push(`${where}: "${ref}" is not "<maker id> <code>"`);
        return [];
      }
      const found = resolve(ref.slice(0, space), ref.slice(space + 1), claim.family, where);
      if (found && claimant && found.maker === claimant.maker) {
        problems.push(`${where}: compares ${claim.by} with its own ${found.entry.code}`);
        return [];
      }
      return found ? [found] : [];
    });
    if (!claimant) continue;
    const common = { claimant, kind: claim.kind, wording: claim.wording, source: claim.source };
    for (const other of named) {
      links.push({ ...common, sizes: [claimant, other], direct: true, reason: directReason(claim.kind, claimant, other, claim.wording) });
    }
    // Two sizes the same claim names are linked through it; two of one maker are not "equivalent across makers".
    named.forEach((a, i) => {
      for (const b of named.slice(i + 1)) {
        if (a.maker !== b.maker && a.entry !== b.entry) links.push({ ...common, sizes: [a, b], direct: false, reason: throughReason(claim.kind, claimant) });
      }
    });
  }

  const byEntry = new Map<SizeEntry, Map<SizeEntry, Equivalent>>();
  const add = (from: SizeRef, to: SizeRef, link: EquivalenceLink) => {
    const linked = byEntry.get(from.entry) ?? new Map<SizeEntry, Equivalent>();
    byEntry.set(from.entry, linked);
    const known = linked.get(to.entry);
    linked.set(to.entry, known ? { ...known, links: [...known.links, link] } : { ...to, reason: link.reason, links: [link] });
  };
  // Direct links first, so each size's first reason is a maker's own claim where there is one.
  for (const link of [...links.filter((l) => l.direct), ...links.filter((l) => !l.direct)]) {
    const [a, b] = link.sizes;
    add(a, b, link);
    add(b, a, link);
  }
  const equivalents = new Map([...byEntry].map(([entry, linked]) => [entry, [...linked.values()]] as const));
  return { links, problems, of: (entry) => equivalents.get(entry) ?? [] };
}

/** The published claims read against each table once, on first use: a memo keyed by an immutable table (ADR 013). */
const indexes = new WeakMap<SizeTable, EquivalenceIndex>();

export function equivalenceIndex(table: SizeTable): EquivalenceIndex {
  const known = indexes.get(table);
  if (known) return known;
  const index = indexEquivalences(table, PUBLISHED_CLAIMS);
  indexes.set(table, index);
  return index;
}

/**
 * The sizes of other makers that published sources link to a maker's size ("Denis Wick compares
 * its 4B to a Bach 7C"), with why, direct links first. A maker or code the table does not know,
 * or a size nobody links, gives an empty list. `family` picks the size where a code names one in
 * several families; null takes the table's usual preference.
 */
export function equivalentsOf(table: SizeTable, makerId: string, code: string, family: SizeFamily | null): readonly Equivalent[] {
  const maker = table.makerById(makerId);
  const entry = maker && table.find(maker, code, family);
  return entry ? equivalenceIndex(table).of(entry) : [];
}

/** A decoded size as one text, `<maker id>|<code>`: how similar-size filters name the sizes they take whatever their rim. */
export const sizeKey = (makerId: string, code: string): string => `${makerId}|${code}`;

/**
 * The sizes a similar-size search takes whatever they measure: the reference itself and its
 * published equivalents in its family, as `sizeKey`s, sorted.
 */
export function equivalentKeys(table: SizeTable, reference: { makerId: string; code: string; family: string }): string[] {
  const family = SIZE_FAMILIES.find((f) => f === reference.family) ?? null;
  const linked = family ? equivalentsOf(table, reference.makerId, reference.code, family) : [];
  const keys = [sizeKey(reference.makerId, reference.code), ...linked.filter((e) => e.entry.family === family).map((e) => sizeKey(e.maker.id, e.entry.code))];
  return [...new Set(keys)].sort();
}
