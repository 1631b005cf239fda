import { getRouteApi } from '@tanstack/react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { Text } from '../../../ui/Text';
import { loanTabs } from '../loanTabs';
import * as styles from '../loans.css';
import { LOAN_TABS } from '../search';
import { LOANS_PAGE_TEXTS } from '../texts';
import type { LoanDashboard } from '../types';
import { LoanCard } from './LoanCard';

const route = getRouteApi('/_member/loans');

/** The five tabs of /loans, each labelled with its count ("Incoming Requests (2)"), the open one in the URL. */
export function LoansTabs({ dashboard, viewerId }: { dashboard: LoanDashboard; viewerId: number }) {
  const tabs = loanTabs(dashboard, viewerId);
  const open = LOAN_TABS.open(route.useSearch().tab);
  const navigate = route.useNavigate();
  const choose = (value: string) => void navigate({ search: LOAN_TABS.searchOf(value), replace: true, resetScroll: false });
  return (
    <Tabs value={open} onValueChange={choose}>
      <TabsList aria-label={LOANS_PAGE_TEXTS.tabsLabel}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label} ({tab.loans.length})
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.loans.length === 0 ? (
            <Text tone="muted">{tab.empty}</Text>
          ) : (
            <ul className={styles.list}>
              {tab.loans.map((loan) => (
                <li key={loan.loan_id}>
                  <LoanCard loan={loan} viewerId={viewerId} tab={tab.value} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
