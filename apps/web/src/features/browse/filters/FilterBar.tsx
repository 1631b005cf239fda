import { CUP_TEXTS, PLACE_TEXTS } from '@mpx/shared';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { NearField } from '../../../entities/place/NearField';
import { ANY_CUP, ANY_DISTANCE, CONDITION_OPTIONS, CUP_MENU, DISTANCE_MENU, STATE_OPTIONS } from '../../../lib/selectOptions';
import { Button } from '../../../ui/Button';
import { Combobox } from '../../../ui/Combobox';
import { cx } from '../../../ui/cx';
import { FilterIcon } from '../../../ui/icons';
import { Select, type SelectOption } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { SimilarToField } from '../../../entities/listing/sizes/SimilarToField';
import { LIKE_PHRASE, likeFromSearchText, likeSettled } from '../../../entities/listing/sizes/sizeTexts';
import { useSizes } from '../../../entities/size/useSizes';
import * as styles from './filters.css';
import { countFilters, parseFilters, type ListingFilters } from '../../../entities/listing/listingSearch';
import { RimRangeField } from './RimRangeField';
import type { FilterSuggestions } from '../../../entities/listing/suggestions';
import { useFilterDraft } from './useFilterDraft';

/** Radix Select items cannot have an empty value, so "All" has its own. */
const ALL = 'all';
const STATE_CHOICES: SelectOption[] = [{ value: ALL, label: 'All' }, ...STATE_OPTIONS];
const CONDITION_CHOICES: SelectOption[] = [{ value: ALL, label: 'All' }, ...CONDITION_OPTIONS];

export interface FilterBarProps {
  /** The applied filters (from the URL). */
  value: ListingFilters;
  /** Called with new filters after a pause in typing, on Enter and on Reset. */
  onChange: (filters: ListingFilters) => void;
  suggestions: FilterSuggestions;
}

/**
 * The listing filters of the home and browse pages (product §5). Below the `md` breakpoint all
 * but the search box fold away behind a "Filters" button that counts the filters in use.
 */
export function FilterBar({ value, onChange, suggestions }: FilterBarProps) {
  // The size table loads once a size is in play: a `like` filter, the "Similar to" field focused
  // or filled, or a search text starting "like …". Until then the page does without it.
  const [sizesWanted, setSizesWanted] = useState(false);
  const sizes = useSizes(sizesWanted || value.like !== undefined);
  const transform = (filters: ListingFilters) => (sizes && likeFromSearchText(sizes, filters)) || filters;
  const readyOnPause = (filters: ListingFilters) => likeSettled(sizes, filters);
  const { draft, setField, applyNow, reset } = useFilterDraft(value, onChange, { transform, readyOnPause });
  if (!sizesWanted && (draft.like.trim() !== '' || LIKE_PHRASE.test(draft.q))) setSizesWanted(true);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = countFilters(parseFilters(draft));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    applyNow();
  };
  // Browsers submit a form on Enter only when it has a submit button or a single text field; this
  // one has neither, so Enter in a field is read here ("like Bach 7C" waits for it: Bach makes a 7CW).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    applyNow();
  };

  return (
    <form role="search" aria-label="Filter listings" className={styles.bar} onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
      <div className={styles.top}>
        <div className={styles.search}>
          <TextField
            label="Search"
            type="search"
            placeholder="Brand, model, size or description"
            value={draft.q}
            onChange={(e) => setField('q', e.target.value)}
          />
        </div>
        <Button
          variant="secondary"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={count > 0 ? `Filters (${count} active)` : 'Filters'}
          onClick={() => setOpen((o) => !o)}
        >
          <FilterIcon size={18} />
          Filters
          {count > 0 && (
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
          )}
        </Button>
      </div>
      <div id={panelId} className={cx(styles.panel, open && styles.panelOpen)}>
        <Combobox
          label="Instrument type"
          suggestions={suggestions.instrumentTypes}
          value={draft.instrument_type}
          onValueChange={(v) => setField('instrument_type', v)}
        />
        <Combobox label="Brand" suggestions={suggestions.brands} value={draft.brand} onValueChange={(v) => setField('brand', v)} />
        <Combobox label="Model" suggestions={suggestions.models} value={draft.model} onValueChange={(v) => setField('model', v)} />
        <div className={styles.sizeGroup}>
          <SimilarToField
            value={draft.like}
            applied={value.like}
            instrumentType={draft.instrument_type}
            onValueChange={(v) => setField('like', v)}
            sizes={sizes}
            onFocus={() => setSizesWanted(true)}
          />
          <RimRangeField min={draft.rim_min} max={draft.rim_max} onMinChange={(v) => setField('rim_min', v)} onMaxChange={(v) => setField('rim_max', v)} />
          <Select label={CUP_TEXTS.label} options={CUP_MENU} value={draft.cup || ANY_CUP} onValueChange={(v) => setField('cup', v === ANY_CUP ? '' : v)} />
        </div>
        <Select
          label="State"
          options={STATE_CHOICES}
          value={draft.location_state || ALL}
          onValueChange={(v) => setField('location_state', v === ALL ? '' : v)}
        />
        <NearField value={draft.near} onChange={(e) => setField('near', e.target.value)} />
        <Select
          label={PLACE_TEXTS.distanceLabel}
          options={DISTANCE_MENU}
          value={draft.within_km || ANY_DISTANCE}
          onValueChange={(v) => setField('within_km', v === ANY_DISTANCE ? '' : v)}
        />
        <Select label="Condition" options={CONDITION_CHOICES} value={draft.condition || ALL} onValueChange={(v) => setField('condition', v === ALL ? '' : v)} />
        <TextField
          label="Min price"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={draft.price_min}
          onChange={(e) => setField('price_min', e.target.value)}
        />
        <TextField
          label="Max price"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={draft.price_max}
          onChange={(e) => setField('price_max', e.target.value)}
        />
        <div className={styles.reset}>
          <Button variant="ghost" onClick={reset} disabled={count === 0}>
            Reset
          </Button>
        </div>
      </div>
    </form>
  );
}
