import type { CupClass, Shank, SizeEntry, SizeFamily } from '../types';

/** What a row may add: other codes, a note, a source of its own, and what is printed beside the rim. */
export type RowExtra = Partial<Pick<SizeEntry, 'aliases' | 'note' | 'source' | 'rimFrom' | 'cupWording' | 'throatMm' | 'backbore'>>;

/**
 * Every row in one shape, whichever file builds it: the optional figures are null rather than
 * absent, and a rim figure is `measured` (printed for the size) unless the row says `rule`.
 */
function sizeRow(
  code: string,
  family: SizeFamily,
  rimMm: number | null,
  cup: CupClass | null,
  shanks: readonly Shank[],
  source: string,
  extra: RowExtra,
): SizeEntry {
  return {
    code,
    family,
    rimMm,
    rimFrom: rimMm === null ? null : 'measured',
    cup,
    cupWording: null,
    throatMm: null,
    backbore: null,
    shanks,
    source,
    ...extra,
  };
}

/** A maker file's row builder: each row cites `source` (the maker's chart) unless it names its own. */
export function rowsSourcedFrom(source: string) {
  return (code: string, family: SizeFamily, rimMm: number | null, cup: CupClass | null, shanks: readonly Shank[] = [], extra: RowExtra = {}): SizeEntry =>
    sizeRow(code, family, rimMm, cup, shanks, source, extra);
}

/** A printed chart that rows are transcribed from. */
export interface PrintedChart<W extends string> {
  /** The document as people name it ("Vincent Bach Mouthpiece Manual (Selmer AV6001)"). */
  title: string;
  /** Where the copy read can be read again: `github:OWNER/REPO@COMMIT:PATH`. */
  location: string;
  /** Whether a row's page is the number printed on the page or the PDF's own page number. */
  pageNumbers: 'printed' | 'pdf';
  /**
   * The maker's cup words, exactly as printed, placed on the shared scale (null: the words name
   * no depth). Null when the chart prints no words for the cup (a depth in inches, say): then
   * the printed text is kept and no class is given.
   */
  cups: Readonly<Record<W, CupClass | null>> | null;
}

/** What a chart prints for a size beside its rim. */
export interface ChartFigures<W extends string> {
  cup?: W;
  throatMm?: number;
  backbore?: string;
  shanks?: readonly Shank[];
  aliases?: readonly string[];
  note?: string;
}

/**
 * Rows read off a printed chart: each cites the chart and its page(s), its rim is a printed
 * figure, and its cup class comes from the chart's own words through `chart.cups`, typed so that
 * a wording the map does not place fails to compile rather than silently losing its class.
 */
export function chartRows<W extends string = string>(chart: PrintedChart<W>) {
  const cite = (pages: number | readonly number[]): string => {
    const list = typeof pages === 'number' ? [pages] : pages;
    const label = `${chart.pageNumbers === 'pdf' ? 'PDF ' : ''}${list.length > 1 ? 'pp.' : 'p.'}`;
    return `${chart.title}, ${label}${list.join(', ')} (${chart.location})`;
  };
  return (pages: number | readonly number[], family: SizeFamily, code: string, rimMm: number, figures: ChartFigures<W> = {}): SizeEntry => {
    const { cup: wording, shanks = [], ...printed } = figures;
    const cup = wording === undefined || chart.cups === null ? null : chart.cups[wording];
    return sizeRow(code, family, rimMm, cup, shanks, cite(pages), { ...printed, cupWording: wording ?? null });
  };
}
