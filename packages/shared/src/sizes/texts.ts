import { SIZE_FAMILY_NAMES, type SizeEntry, type SizeMaker } from './types';
import type { SizeReading } from './decode';

/** "16.2": rims to a tenth of a millimetre, as charts quote them; 16.25 stays 16.25. */
export function formatRim(mm: number): string {
  return Number(mm.toFixed(2)).toString();
}

/** "Bach 7C: rim ≈ 16.2 mm, medium cup" (the listing form's hint and the guide's tooltips). */
export function describeSize(maker: SizeMaker, entry: SizeEntry): string {
  const parts = [entry.rimMm === null ? 'rim not published' : `rim ≈ ${formatRim(entry.rimMm)} mm`, entry.cup === null ? null : `${entry.cup} cup`];
  return `${maker.name} ${entry.code}: ${parts.filter(Boolean).join(', ')}`;
}

/** The listing form's line under Size: the meaning, or a warning that does not block saving. */
export function readingHint(reading: SizeReading, instrumentType: string | null): { text: string; warning: boolean } | null {
  switch (reading.status) {
    case 'none':
      return null;
    case 'decoded':
      return { text: describeSize(reading.maker, reading.entry), warning: false };
    case 'other-family':
      return {
        text: `${reading.maker.name} ${reading.entry.code} is a ${SIZE_FAMILY_NAMES[reading.entry.family].toLowerCase()} size${instrumentType ? `, not a ${instrumentType} one` : ''}. Check the instrument and size.`,
        warning: true,
      };
    case 'unknown-size':
      return { text: `${reading.maker.name} makes no size "${reading.code}" that we know of. Check it against the maker's chart.`, warning: true };
  }
}
