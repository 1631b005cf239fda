import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { priceGuideQueryOptions } from './queries';
import { priceHintLine } from './texts';

const DELAY_MS = 400;

interface Props {
  /** What the seller has typed so far. */
  values: { brand: string; model: string; size: string; instrument_type: string };
  /** The field's own hint, kept before the guide's. */
  children: string;
}

/**
 * The listing form's price hint (product §19): as the seller types brand and size, what similar
 * pieces (the same decoded size) sold for here in the last year. Asked once typing pauses.
 */
export function PriceHint({ values, children }: Props) {
  const trpc = useTRPC();
  // Each text settles on its own: strings compare by value, so an unchanged field never restarts a timer.
  const brand = useDebouncedValue(values.brand.trim(), DELAY_MS);
  const model = useDebouncedValue(values.model.trim(), DELAY_MS) || undefined;
  const size = useDebouncedValue(values.size.trim(), DELAY_MS) || undefined;
  const instrument_type = useDebouncedValue(values.instrument_type.trim(), DELAY_MS) || undefined;
  const input = { brand, model, size, instrument_type };
  const { data: guide } = useQuery({
    ...priceGuideQueryOptions(trpc, input),
    enabled: input.brand !== '' && (input.size !== undefined || input.model !== undefined),
  });
  const line = guide ? priceHintLine(guide) : null;
  return (
    <span aria-live="polite">
      {children}
      {line && <span data-testid="price-hint"> {line}</span>}
    </span>
  );
}
