import { isOneOf, PLACE_TEXTS, SORTS, type ListingSort } from '@mpx/shared';
import { Select } from '../../ui/Select';

const OPTIONS: { value: ListingSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  // From the "Near" postcode, or the member's own; without either it reads as newest.
  { value: 'distance', label: PLACE_TEXTS.sortDistance },
];

export function SortSelect({ value, onChange }: { value: ListingSort; onChange: (sort: ListingSort) => void }) {
  return (
    <Select
      label="Sort by"
      labelPlacement="side"
      options={OPTIONS}
      value={value}
      onValueChange={(v) => {
        if (isOneOf(SORTS, v)) onChange(v);
      }}
    />
  );
}
