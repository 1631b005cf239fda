import { STATE_NAMES, STATES } from '@mpx/shared';
import type { SelectOption } from '../ui/Select';

/** The eight states and territories for Select menus: "Victoria (VIC)". */
export const STATE_OPTIONS: SelectOption[] = STATES.map((code) => ({ value: code, label: `${STATE_NAMES[code]} (${code})` }));
