import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { Text } from '../../../ui/Text';
import { loanTabs } from '../loanTabs';
import * as styles from '../loans.css';
import { LOANS_PAGE_TEXTS } from '../texts';
import type { LoanDashboard } from '../types';
import { LoanCard } from './LoanCard';

/** The five tabs of /loans, each labelled with its count ("Incoming Requests (2)"). */
export function LoansTabs({ dashboard, viewerId }: { dashboard: LoanDashboard; viewerId: number }) {
  const tabs = loanTabs(dashboard, viewerId);
  return (
    <Tabs defaultValue="incoming">
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
