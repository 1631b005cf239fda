import { PLACE_TEXTS, WANTED_WEB_TEXTS as T } from '@mpx/shared';
import { useEffect, useState } from 'react';
import { NearField } from '../../entities/place/NearField';
import { ANY_DISTANCE, DISTANCE_MENU, INSTRUMENT_OPTIONS } from '../../lib/selectOptions';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { Select } from '../../ui/Select';
import type { WantedSearch } from './search';
import * as styles from './wanted.css';

/** Radix Select items cannot have an empty value, so "All" has its own. */
const ALL = 'all';
const INSTRUMENT_MENU = [{ value: ALL, label: T.anyInstrument }, ...INSTRUMENT_OPTIONS];
/** The postcode applies after a pause in typing, as the browse filters' do. */
const NEAR_PAUSE_MS = 400;

export interface WantedFiltersProps {
  value: WantedSearch;
  /** Called with the one filter changed: changes made before the URL catches up are not lost. */
  onChange: (patch: Partial<WantedSearch>) => void;
}

/** The board's filters: the browse page's instrument, Near and Distance fields, applied as they change. */
export function WantedFilters({ value, onChange }: WantedFiltersProps) {
  const [near, setNear] = useState(value.near ?? '');
  const settled = useDebouncedValue(near, NEAR_PAUSE_MS);
  const set = (key: keyof WantedSearch, v: string) => {
    const given = v === '' || v === ALL || v === ANY_DISTANCE ? undefined : v;
    onChange({ [key]: key === 'within_km' && given !== undefined ? Number(given) : given });
  };
  useEffect(() => {
    if ((value.near ?? '') !== settled.trim()) set('near', settled.trim());
    // Only a settled postcode applies; the rest of the filters are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <form role="search" aria-label={T.filtersLabel} className={styles.filters} onSubmit={(e) => e.preventDefault()} noValidate>
      <Select label={T.instrument} options={INSTRUMENT_MENU} value={value.instrument_type ?? ALL} onValueChange={(v) => set('instrument_type', v)} />
      <NearField value={near} onChange={(e) => setNear(e.target.value)} />
      <Select
        label={PLACE_TEXTS.distanceLabel}
        options={DISTANCE_MENU}
        value={value.within_km === undefined ? ANY_DISTANCE : String(value.within_km)}
        onValueChange={(v) => set('within_km', v)}
      />
    </form>
  );
}
