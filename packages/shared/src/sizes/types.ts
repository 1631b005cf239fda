/**
 * The instrument families sizes are compared within. A mouthpiece fits one family's receivers;
 * rims are compared only inside a family (a 16 mm trumpet rim and a 16 mm horn rim are not
 * "similar" to a player).
 */
export const SIZE_FAMILIES = ['trumpet', 'horn', 'trombone', 'tuba'] as const;
export type SizeFamily = (typeof SIZE_FAMILIES)[number];

export const SIZE_FAMILY_NAMES: Record<SizeFamily, string> = {
  trumpet: 'Trumpet, cornet and flugelhorn',
  horn: 'Horn',
  trombone: 'Trombone and euphonium',
  tuba: 'Tuba',
};

/**
 * Cup depth on one scale across makers, deepest first. Each maker's own words map onto it
 * (Bach "A" = deep … "E" = very shallow; Yamaha "A" … "E"; Denis Wick "-M", "-B"...).
 */
export const CUP_CLASSES = ['very deep', 'deep', 'medium deep', 'medium', 'medium shallow', 'shallow', 'very shallow'] as const;
export type CupClass = (typeof CUP_CLASSES)[number];

/**
 * Shanks where they decide fit: trombone/euphonium small or large; horn European (narrower) or
 * American; tuba standard or European. Trumpet-family shanks are left out: one per instrument.
 */
export const SHANKS = ['small', 'large', 'european', 'american'] as const;
export type Shank = (typeof SHANKS)[number];

/**
 * How a rim figure is known. `measured`: a figure printed for that size, by the maker or a source
 * quoting one. `rule`: worked out from the maker's own numbering rule (Schilke: .600" plus .005"
 * per number), a nominal size rather than a measurement of the model.
 */
export const RIM_BASES = ['measured', 'rule'] as const;
export type RimBasis = (typeof RIM_BASES)[number];

/** One size of one maker in one family, as published. */
export interface SizeEntry {
  /**
   * The code as the maker prints it (`1 1/2C`, `14A4a`, `4880-2N`), shown as is. Matching goes
   * through `normalizeSizeCode`, so `1.5C`, `1½c` and `1 1/2 C` all find `1 1/2C`.
   */
  code: string;
  /** Other codes sellers use for this same size (an older name, the model line's name). */
  aliases?: readonly string[];
  family: SizeFamily;
  /** Rim inner (cup) diameter in millimetres, or null where the maker publishes none. */
  rimMm: number | null;
  /** How `rimMm` is known; null (or absent) when there is no rim figure. */
  rimFrom?: RimBasis | null;
  /** The cup on the shared scale, where the maker's words (or letters) say a depth. */
  cup: CupClass | null;
  /**
   * The maker's own words for the cup, as printed ("Medium deep", "Deep cup", or a printed depth
   * such as "Depth 0.424 in. / 10.77 mm"), or null. `cup` places them on the shared scale.
   */
  cupWording?: string | null;
  /** Throat (bore, drill) diameter in millimetres, where printed. */
  throatMm?: number | null;
  /** The backbore as printed ("barrel", "V-type", "#25", "800S"), or null. */
  backbore?: string | null;
  /** Shanks it is made in; empty where not relevant or not published. */
  shanks: readonly Shank[];
  /** Where the figures come from: the maker's chart (URL or publication) wherever one exists. */
  source: string;
  /** A short note shown in the guide ("V-cup", "Heritage series"), optional. */
  note?: string;
}

export interface SizeMaker {
  /** Stable id used in URLs and stored listings: lower-case letters, digits and dashes. */
  id: string;
  /** The name shown to people ("Bach", "Denis Wick"). */
  name: string;
  /**
   * Brand spellings that mean this maker, lower-case (e.g. "vincent bach", "bach stradivarius").
   * The name itself always counts.
   */
  brandAliases: readonly string[];
  /** Prefixes sellers put before the code ("DW" for Denis Wick), canonical form. */
  codePrefixes: readonly string[];
  /** How the maker's numbers work, one or two sentences for the size guide. */
  numbering: string;
  entries: readonly SizeEntry[];
}
