import { brokenRelation, filterPhrases, MAX_RIM_MM, MIN_RIM_MM, readingOf, readParam } from '@mpx/shared';
import type { SizeMessage } from '../../../entities/listing/sizes/sizeTexts';

export const RIM_TEXTS = {
  legend: 'Rim (mm)',
  from: 'Rim from (mm)',
  to: 'Rim to (mm)',
  hint: `Inner diameter, ${MIN_RIM_MM.toFixed(1)} to ${MAX_RIM_MM.toFixed(1)} mm`,
  invalid: `A rim is ${MIN_RIM_MM.toFixed(1)} to ${MAX_RIM_MM.toFixed(1)} mm, with one decimal at most.`,
  order: 'The second rim must not be less than the first.',
} as const;

/**
 * The line under the rim range as typed: what it keeps, in the words a summary says
 * ("Rim 16.9–17.1 mm", from the shared filter table), or why a value is not one the filter
 * takes (the same bounds the API refuses, said for a person).
 */
export function rimRangeMessage(min: string, max: string): SizeMessage {
  let refused = false;
  const refuse = () => void (refused = true);
  const reading = readingOf({ rim_min: readParam('rim_min', min, refuse)[0], rim_max: readParam('rim_max', max, refuse)[0] });
  if (refused) return { text: RIM_TEXTS.invalid, tone: 'error' };
  if (brokenRelation('rim_max', reading) !== null) return { text: RIM_TEXTS.order, tone: 'error' };
  const words = filterPhrases(reading).join(' ');
  return words === '' ? { text: RIM_TEXTS.hint, tone: 'hint' } : { text: words.charAt(0).toUpperCase() + words.slice(1), tone: 'hint' };
}
