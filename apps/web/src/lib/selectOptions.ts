import { CONDITIONS, STATE_NAMES, STATES } from '@mpx/shared';
import type { SelectOption } from '../ui/Select';

/** The eight states and territories for Select menus: "Victoria (VIC)". */
export const STATE_OPTIONS: SelectOption[] = STATES.map((code) => ({ value: code, label: `${STATE_NAMES[code]} (${code})` }));

/** The seven conditions for Select menus, in the spec's order. */
export const CONDITION_OPTIONS: SelectOption[] = CONDITIONS.map((c) => ({ value: c, label: c }));
