import type { SizeFamily } from '@mpx/shared/sizes';
import { tabInUrl } from '../../lib/tabInUrl';

/**
 * The size guide's URL: `?family=trombone` picks the tab; the first family (trumpet) is the
 * default and is left out, so the plain URL stays plain. Only types come from the size table
 * here: this file loads with the route table (the app's entry chunk), the table does not.
 */
export const GUIDE_FAMILIES = ['trumpet', 'horn', 'trombone', 'tuba'] as const satisfies readonly SizeFamily[];

/** A family of the size table without a tab here: a compile error below until it gets one. */
type WithoutTab = Exclude<SizeFamily, (typeof GUIDE_FAMILIES)[number]>;
export const EVERY_FAMILY_HAS_A_TAB: [WithoutTab] extends [never] ? true : never = true;

/** The guide's tabs: trumpet, the first, is the plain URL. */
export const GUIDE_TABS = tabInUrl('family', GUIDE_FAMILIES);
