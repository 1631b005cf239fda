import { draftWantersText } from '@mpx/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useTRPC } from '../../../trpc';
import { Text } from '../../../ui/Text';

const DELAY_MS = 400;

interface Props {
  /** What the seller has typed so far. */
  values: { brand: string; model: string; size: string; instrument_type: string; price: string };
}

/** The typed price, or nothing while it is blank or not a price yet. */
function priceOf(text: string): number | null {
  const price = Number(text);
  return text.trim() !== '' && Number.isFinite(price) && price >= 0 ? price : null;
}

/**
 * The listing form's live line (product §24): how many members' wanted posts the piece as typed
 * would match, asked once typing pauses; nothing at 0, so a seller is not told "0 members".
 */
export function DraftWanters({ values }: Props) {
  const trpc = useTRPC();
  // Each field settles on its own, as the price hint's: an unchanged one never restarts a timer.
  const input = {
    instrument_type: useDebouncedValue(values.instrument_type.trim(), DELAY_MS),
    brand: useDebouncedValue(values.brand.trim(), DELAY_MS),
    model: useDebouncedValue(values.model.trim(), DELAY_MS),
    size: useDebouncedValue(values.size.trim(), DELAY_MS) || null,
    price: useDebouncedValue(priceOf(values.price), DELAY_MS),
  };
  const { data } = useQuery({
    ...trpc.wanted.draftCount.queryOptions(input),
    enabled: input.instrument_type !== '' || input.brand !== '',
    placeholderData: keepPreviousData,
  });
  const count = data?.count ?? 0;
  return (
    <div aria-live="polite">
      {count > 0 && (
        <Text tone="muted" data-testid="draft-wanters">
          {draftWantersText(count)}
        </Text>
      )}
    </div>
  );
}
