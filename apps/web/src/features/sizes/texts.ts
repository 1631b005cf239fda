import { formatRim, SIMILAR_RIM_MM, type Shank } from '@mpx/shared/sizes';

/** The size guide's words (/sizes). */
export const SIZE_GUIDE_TEXTS = {
  title: 'Size guide',
  intro:
    'How the makers’ size numbers compare. The rim diameter is the inside width of the rim, in millimetres: the figure players compare first. The cup runs from very deep (darker, more open) to very shallow (brighter, easier high notes), and the shank has to fit the receiver: small or large for trombones and euphoniums, American or European for horns. Every figure is the maker’s own published one, with its source; where a maker publishes none, the guide shows “—” rather than a guess. A rim marked “≈” is worked out from the maker’s own numbering rule, not measured.',
  tabsLabel: 'Instrument families',

  chartTitle: (family: string) => `Rim diameters: ${family.toLowerCase()} mouthpieces by maker`,
  chartHelp: `Each mark is a model at its rim diameter; a number on it is how many are listed now. Choose a model to see it in the listings, with its published equivalents and sizes within ${formatRim(SIMILAR_RIM_MM)} mm.`,
  pickerLegend: 'Makers on the chart',
  noRims: 'No maker in this family has published rim figures in the guide yet.',
  noneChosen: 'Choose at least one maker to show on the chart.',
  withoutRims: (names: string) => `Not on the chart, for want of published rim figures: ${names}.`,
  chartRuleNote: 'A dashed mark’s rim is worked out from the maker’s numbering rule, not measured.',
  axis: 'Rim diameter (mm)',
  chartRegion: (family: string) => `Chart of ${family.toLowerCase()} rim diameters`,
  lane: (maker: string) => `${maker} models by rim diameter`,

  tableTitle: 'All sizes',
  tableLabel: (family: string) => `${family} mouthpiece sizes`,
  columns: {
    maker: 'Maker',
    code: 'Size',
    rim: 'Rim (mm)',
    cup: 'Cup',
    throat: 'Throat (mm)',
    backbore: 'Backbore',
    shank: 'Shank',
    listed: 'Listed now',
    sold: 'Sold (last year)',
    equivalents: 'Equivalents',
    source: 'Source',
  },
  tableRuleNote: '≈ marks a rim worked out from the maker’s numbering rule, not measured.',
  ruleRim: (rule: string) => `from ${rule}`,
  makerWords: 'The maker’s words: ',
  equivalents: (n: number) => (n === 1 ? '1 equivalent' : `${n} equivalents`),
  equivalentsOf: (label: string) => ` of ${label}`,
  equivalentsList: (label: string) => `Published equivalents of ${label}`,
  noSizes: 'The guide has no sizes for this family yet.',
  unknown: '—',
  unknownSpoken: 'not published',
  listedLink: (label: string) => ` listed: ${label}`,
  sourceLink: (n: number, label: string) => `Source ${n} for ${label}`,
  stockFailed: 'How many of each size are listed now could not be loaded.',
  retry: 'Try again',

  knownTitle: 'What the guide knows',
  rimCount: (maker: string, rims: number, sizes: number) => {
    if (rims < sizes) return `${maker}: a rim figure for ${rims} of ${sizes} sizes`;
    return sizes === 1 ? `${maker}: a rim figure for its one size` : `${maker}: a rim figure for all ${sizes} sizes`;
  },
  byRule: (rims: number, byRule: number, rule: string) => {
    const which = byRule < rims ? `${byRule} of them ` : rims > 1 ? 'all ' : '';
    return `, ${which}worked out from ${rule} (≈)`;
  },
  withoutRimFigures: (names: string) => `No published rim figures found for ${names}.`,
  download: 'Download the size table: ',
  json: 'JSON',
  csv: 'CSV',
  reuse: 'The table is free to reuse, and every row names its source.',

  numberingTitle: 'How each maker’s numbers work',
  notDescribed: 'Not described in the guide yet.',
  sources: 'Sources',
} as const;

export const SHANK_NAMES: Record<Shank, string> = { small: 'Small', large: 'Large', european: 'European', american: 'American' };

/** "Warburton, Stork and Greg Black". */
export function namesList(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

export interface MarkFacts {
  /** The maker's code, which the mark shows: "7C". */
  code: string;
  /** Maker and code: "Bach 7C". */
  label: string;
  rim: string;
  /** Whose numbering rule the rim comes from ("Schilke’s numbering rule"), or null for a measured rim. */
  rule: string | null;
  cup: string | null;
  /** How many are listed now (the mark shows it above zero); undefined while unknown. */
  listed: number | undefined;
}

/**
 * A chart mark's accessible name: "7C 3 listed, Bach 7C, rim 16.2 mm, medium cup" ("rim ≈ 16.89
 * mm from Schilke’s numbering rule" where the rim is not measured). It starts with what the mark
 * shows (the code, and the count when there is one) so that a voice user can say what they see
 * (WCAG 2.5.3), then names the model in full for whoever hears it out of context.
 */
export function markName({ code, label, rim, rule, cup, listed }: MarkFacts): string {
  const shown = listed ? `${code} ${listed} listed` : code;
  const rimText = rule === null ? `rim ${rim} mm` : `rim ≈ ${rim} mm ${SIZE_GUIDE_TEXTS.ruleRim(rule)}`;
  return [shown, label, rimText, cup && `${cup} cup`, listed === 0 && 'none listed'].filter(Boolean).join(', ');
}
