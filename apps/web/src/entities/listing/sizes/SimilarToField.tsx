import { useMemo } from 'react';
import { Combobox } from '../../../ui/Combobox';
import { SizeMessageLine } from './SizeMessageLine';
import { similarToMessage, SIZE_TEXTS, sizeSuggestions } from './sizeTexts';
import type { Sizes } from '../../size/useSizes';

export interface SimilarToFieldProps {
  /** The text as typed. */
  value: string;
  /** The applied `like` filter (from the URL), to tell a settled unknown size from one being typed. */
  applied: string | undefined;
  /** The instrument filter as typed: it picks the family of the suggestions and the reference. */
  instrumentType: string;
  onValueChange: (value: string) => void;
  /** The size table, once loaded. */
  sizes: Sizes | null;
  /** The field wants the table (its suggestions) as soon as it is focused. */
  onFocus: () => void;
}

/**
 * The filter bar's "Similar to" field: a reference mouthpiece typed or picked from the size
 * table's sizes (a native datalist, so the keyboard and screen readers handle it), with its
 * meaning, or why it names no size, in a live line under it.
 */
export function SimilarToField({ value, applied, instrumentType, onValueChange, sizes, onFocus }: SimilarToFieldProps) {
  const suggestions = useMemo(() => (sizes ? sizeSuggestions(sizes, instrumentType) : []), [sizes, instrumentType]);
  const message = similarToMessage(sizes, value, applied, instrumentType);
  return (
    <Combobox
      label={SIZE_TEXTS.similarLabel}
      placeholder={SIZE_TEXTS.similarPlaceholder}
      suggestions={suggestions}
      value={value}
      onValueChange={onValueChange}
      onFocus={onFocus}
      hint={<SizeMessageLine message={message} />}
      aria-invalid={message.tone === 'error' || undefined}
    />
  );
}
