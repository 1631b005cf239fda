import type { RouterOutputs } from '../../lib/apiTypes';

/** API §5.2: the four lists of the viewer's loans. */
export type LoanDashboard = RouterOutputs['loans']['dashboard'];
/** API §12 `LoanItem`. */
export type LoanItem = LoanDashboard['incoming'][number];
