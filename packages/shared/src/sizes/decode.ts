import { familyOf } from './families';
import { normalizeBrand, normalizeSizeCode } from './normalize';
import type { SizeEntry, SizeFamily, SizeMaker } from './types';

/** What a brand + size (+ instrument) says, as far as the size table knows. */
export type SizeReading =
  /** Nothing to read: no size typed, or a brand no maker answers to. */
  | { status: 'none' }
  | { status: 'decoded'; maker: SizeMaker; entry: SizeEntry }
  /** A real size of this maker, but for another family than the listing's instrument. */
  | { status: 'other-family'; maker: SizeMaker; entry: SizeEntry }
  /** The maker is known and the text looks like a size, but the maker makes no such size. */
  | { status: 'unknown-size'; maker: SizeMaker; code: string };

/** When no instrument says which family is meant, the commonest trade comes first. */
const FAMILY_PREFERENCE: readonly SizeFamily[] = ['trumpet', 'trombone', 'horn', 'tuba'];

interface MakerIndex {
  maker: SizeMaker;
  /** Normalised code → entries (one per family at most). */
  byCode: Map<string, SizeEntry[]>;
  prefixes: string[];
}

export interface SizeTable {
  makers: readonly SizeMaker[];
  /** The maker a brand names, or null. */
  makerOf(brand: string): SizeMaker | null;
  /** The maker with this id, or null. */
  makerById(id: string): SizeMaker | null;
  /**
   * Reads `size` (or, when it is blank, `model`, where many sellers put the size) for `brand`.
   * With an instrument type, the size must be of that instrument's family. Never throws: text
   * that names no size of the maker, or a model naming two different sizes, reads as no size.
   */
  read(listing: { brand: string; model?: string | null; size: string | null; instrument_type?: string | null }): SizeReading;
  /** A size by maker and code in a family (any family, the commonest first, when null). */
  find(maker: SizeMaker, code: string, family: SizeFamily | null): SizeEntry | null;
}

/** Builds the lookups over a list of makers once; every read is then a few map lookups. */
export function indexSizeTable(makers: readonly SizeMaker[]): SizeTable {
  const indexes = new Map<string, MakerIndex>();
  const aliases = new Map<string, MakerIndex>();
  for (const maker of makers) {
    const byCode = new Map<string, SizeEntry[]>();
    for (const entry of maker.entries) {
      for (const code of [entry.code, ...(entry.aliases ?? [])]) {
        const key = normalizeSizeCode(code);
        const list = byCode.get(key) ?? [];
        if (!list.includes(entry)) list.push(entry);
        byCode.set(key, list);
      }
    }
    for (const list of byCode.values()) list.sort((a, b) => FAMILY_PREFERENCE.indexOf(a.family) - FAMILY_PREFERENCE.indexOf(b.family));
    const prefixes = [...maker.codePrefixes, maker.name, ...maker.brandAliases].map(normalizeSizeCode).filter((p) => p !== '');
    const index: MakerIndex = { maker, byCode, prefixes: [...new Set(prefixes)].sort((a, b) => b.length - a.length) };
    indexes.set(maker.id, index);
    for (const alias of [maker.name, ...maker.brandAliases]) aliases.set(normalizeBrand(alias), index);
  }
  // Longest alias first, so "denis wick" wins over a maker aliased "wick".
  const aliasList = [...aliases.keys()].sort((a, b) => b.length - a.length);

  const indexOfBrand = (brand: string): MakerIndex | null => {
    const words = ` ${normalizeBrand(brand)} `;
    if (words.trim() === '') return null;
    const alias = aliasList.find((a) => words.includes(` ${a} `));
    return alias === undefined ? null : (aliases.get(alias) ?? null);
  };

  const lookup = (index: MakerIndex, text: string): SizeEntry[] => {
    const key = normalizeSizeCode(text);
    if (key === '') return [];
    const direct = index.byCode.get(key);
    if (direct) return direct;
    // "DW 4880", "Bach 7C": a maker's prefix or name typed before the code.
    for (const prefix of index.prefixes) {
      if (key.length > prefix.length && key.startsWith(prefix)) {
        const rest = index.byCode.get(key.slice(prefix.length));
        if (rest) return rest;
      }
    }
    return [];
  };

  const pick = (entries: SizeEntry[], family: SizeFamily | null) => (family === null ? entries[0] : entries.find((e) => e.family === family));

  /**
   * A size in a model: the whole model ("Schilke 13A4a"), else its last one to three words, the
   * longest first ("Silver 1 1/2C", "Megatone 3C"). A model that names another size before those
   * words ("7C or 3C") names two, and neither is taken.
   */
  const lookupModel = (index: MakerIndex, model: string): SizeEntry[] => {
    const whole = lookup(index, model);
    if (whole.length > 0) return whole;
    const words = model.split(/\s+/).filter((word) => word !== '');
    for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
      const found = lookup(index, words.slice(-n).join(' '));
      if (found.length === 0) continue;
      const another = words.slice(0, -n).some((word) => lookup(index, word).some((entry) => !found.includes(entry)));
      return another ? [] : found;
    }
    return [];
  };

  return {
    makers,
    makerOf: (brand) => indexOfBrand(brand)?.maker ?? null,
    makerById: (id) => indexes.get(id)?.maker ?? null,
    find: (maker, code, family) => {
      const index = indexes.get(maker.id);
      return index ? (pick(lookup(index, code), family) ?? null) : null;
    },
    read: ({ brand, model, size, instrument_type }) => {
      const index = indexOfBrand(brand);
      if (!index) return { status: 'none' };
      const instrument = instrument_type?.trim() || null;
      // An instrument with a mouthpiece family of its own (mellophone, tenor horn) takes none of the table's sizes.
      const family = instrument === null ? null : familyOf(instrument);
      // A blank size: the size in the model ("Stradivarius 7C", "Megatone 3C").
      const entries = size?.trim() ? lookup(index, size) : lookupModel(index, model?.trim() ?? '');
      if (entries.length === 0) {
        // Only a size-field entry is called unknown: a model such as "Stradivarius" is not a size.
        const code = size?.trim() ?? '';
        return code !== '' && normalizeSizeCode(code) !== '' ? { status: 'unknown-size', maker: index.maker, code } : { status: 'none' };
      }
      const [first] = entries;
      const entry = instrument !== null && family === null ? undefined : pick(entries, family);
      if (entry) return { status: 'decoded', maker: index.maker, entry };
      return first ? { status: 'other-family', maker: index.maker, entry: first } : { status: 'none' };
    },
  };
}
