import type { CupClass, Shank, SizeEntry, SizeFamily } from '../types';

/** What a row may add: other codes for the size, a note, or a source of its own. */
export type RowExtra = Partial<Pick<SizeEntry, 'aliases' | 'note' | 'source'>>;

/** A maker file's row builder: each row cites `source` (the maker's chart) unless it names its own. */
export function rowsSourcedFrom(source: string) {
  return (code: string, family: SizeFamily, rimMm: number | null, cup: CupClass | null, shanks: readonly Shank[] = [], extra: RowExtra = {}): SizeEntry => ({
    code,
    family,
    rimMm,
    cup,
    shanks,
    source,
    ...extra,
  });
}
