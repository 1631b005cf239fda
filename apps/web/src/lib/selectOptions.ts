import { CONDITIONS, CUP_CLASSES, CUP_TEXTS, cupLabel, DISTANCE_CHOICES, INSTRUMENT_TYPES, PLACE_TEXTS, STATE_NAMES, STATES, withinLabel } from '@mpx/shared';
import type { SelectOption } from '../ui/Select';

/** The eight states and territories for Select menus: "Victoria (VIC)". */
export const STATE_OPTIONS: SelectOption[] = STATES.map((code) => ({ value: code, label: `${STATE_NAMES[code]} (${code})` }));

/** The seven conditions for Select menus, in the spec's order. */
export const CONDITION_OPTIONS: SelectOption[] = CONDITIONS.map((c) => ({ value: c, label: c }));

/** The instrument types for Select menus, in the spec's order. */
export const INSTRUMENT_OPTIONS: SelectOption[] = INSTRUMENT_TYPES.map((t) => ({ value: t, label: t }));

/** The distances a "Within" menu offers: "Within 50 km". */
const DISTANCE_OPTIONS: SelectOption[] = DISTANCE_CHOICES.map((km) => ({ value: String(km), label: withinLabel(km) }));

/** Radix Select items cannot have an empty value, so "Any distance" (no bound) has its own. */
export const ANY_DISTANCE = 'any';

/** The distances, then "Any distance", for the Distance menus of the browse filters, the wanted board and a wanted post. */
export const DISTANCE_MENU: SelectOption[] = [...DISTANCE_OPTIONS, { value: ANY_DISTANCE, label: PLACE_TEXTS.anyDistance }];

/** Radix Select items cannot have an empty value, so "Any cup" (no cup filter) has its own. */
export const ANY_CUP = 'any';

/** "Any cup", then the cup classes deepest first, for the filter bar's and the wanted dialog's Cup menus: "Medium deep". */
export const CUP_MENU: SelectOption[] = [{ value: ANY_CUP, label: CUP_TEXTS.any }, ...CUP_CLASSES.map((cup) => ({ value: cup, label: cupLabel(cup) }))];
