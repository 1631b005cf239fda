import type { Shank } from '@mpx/shared/sizes';

/** The size guide's words (/sizes). */
export const SIZE_GUIDE_TEXTS = {
  title: 'Size guide',
  intro:
    'How the makers’ size numbers compare. The rim diameter is the inside width of the rim, in millimetres: the figure players compare first. The cup runs from very deep (darker, more open) to very shallow (brighter, easier high notes), and the shank has to fit the receiver: small or large for trombones and euphoniums, American or European for horns. Every figure is the maker’s own published one, with its source; where a maker publishes none, the guide shows “—” rather than a guess.',
  tabsLabel: 'Instrument families',

  chartTitle: (family: string) => `Rim diameters: ${family.toLowerCase()} mouthpieces by maker`,
  chartHelp:
    'Each mark is a model at its rim diameter; a number on it is how many are listed now. Choose a model to see it, and sizes within 0.25 mm, in the listings.',
  pickerLegend: 'Makers on the chart',
  noRims: 'No maker in this family has published rim figures in the guide yet.',
  noneChosen: 'Choose at least one maker to show on the chart.',
  withoutRims: (names: string) => `Not on the chart, for want of published rim figures: ${names}.`,
  axis: 'Rim diameter (mm)',
  chartRegion: (family: string) => `Chart of ${family.toLowerCase()} rim diameters`,
  lane: (maker: string) => `${maker} models by rim diameter`,

  tableTitle: 'All sizes',
  tableLabel: (family: string) => `${family} mouthpiece sizes`,
  columns: { maker: 'Maker', code: 'Size', rim: 'Rim (mm)', cup: 'Cup', shank: 'Shank', listed: 'Listed now', source: 'Source' },
  noSizes: 'The guide has no sizes for this family yet.',
  unknown: '—',
  unknownSpoken: 'not published',
  listedLink: (label: string) => ` listed: ${label}`,
  sourceLink: (n: number, label: string) => `Source ${n} for ${label}`,
  stockFailed: 'How many of each size are listed now could not be loaded.',
  retry: 'Try again',

  numberingTitle: 'How each maker’s numbers work',
  notDescribed: 'Not described in the guide yet.',
  sources: 'Sources',
} as const;

export const SHANK_NAMES: Record<Shank, string> = { small: 'Small', large: 'Large', european: 'European', american: 'American' };

export interface MarkFacts {
  /** The maker's code, which the mark shows: "7C". */
  code: string;
  /** Maker and code: "Bach 7C". */
  label: string;
  rim: string;
  cup: string | null;
  /** How many are listed now (the mark shows it above zero); undefined while unknown. */
  listed: number | undefined;
}

/**
 * A chart mark's accessible name: "7C 3 listed, Bach 7C, rim 16.2 mm, medium cup". It starts
 * with what the mark shows (the code, and the count when there is one) so that a voice user can
 * say what they see (WCAG 2.5.3), then names the model in full for whoever hears it out of context.
 */
export function markName({ code, label, rim, cup, listed }: MarkFacts): string {
  const shown = listed ? `${code} ${listed} listed` : code;
  return [shown, label, `rim ${rim} mm`, cup && `${cup} cup`, listed === 0 && 'none listed'].filter(Boolean).join(', ');
}
