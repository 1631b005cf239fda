import type { RouterOutputs } from '../../lib/apiTypes';

/** API §12 `Rating`, as the server's router declares it. */
export type Rating = RouterOutputs['ratings']['forUser'][number];
