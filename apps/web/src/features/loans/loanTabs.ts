import { LOAN_TABS } from './search';
import { LOAN_TAB_TEXTS } from './texts';
import type { LoanDashboard, LoanItem } from './types';

export type LoanTab = keyof typeof LOAN_TAB_TEXTS;

const ORDER: readonly LoanTab[] = LOAN_TABS.tabs;

export interface LoanTabGroup {
  value: LoanTab;
  label: string;
  empty: string;
  loans: LoanItem[];
}

/**
 * The dashboard's four lists as the page's five tabs (api §5.2): Borrowing and Lending split
 * the current loans by the viewer's part in them. Each list keeps the server's order.
 */
export function loanTabs(dashboard: LoanDashboard, viewerId: number): LoanTabGroup[] {
  const loans: Record<LoanTab, LoanItem[]> = {
    incoming: dashboard.incoming,
    outgoing: dashboard.outgoing,
    borrowing: dashboard.current.filter((loan) => loan.borrower.user_id === viewerId),
    lending: dashboard.current.filter((loan) => loan.lender.user_id === viewerId),
    history: dashboard.history,
  };
  return ORDER.map((value) => ({ value, ...LOAN_TAB_TEXTS[value], loans: loans[value] }));
}
