import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import { AnalyticsTab } from './analytics/AnalyticsTab';
import { AuditTab } from './audit/AuditTab';
import { FlagsTab } from './flags/FlagsTab';
import { ADMIN_PAGE_TEXTS } from './texts';
import { UsersTab } from './users/UsersTab';

const TABS = ['flags', 'users', 'analytics', 'audit'] as const;

const PANELS = { flags: FlagsTab, users: UsersTab, analytics: AnalyticsTab, audit: AuditTab } as const;

/**
 * The four tabs of /admin. Radix renders only the open tab's content, so a tab loads its data
 * (and Analytics its chart library) when it is first opened.
 */
export function AdminTabs() {
  return (
    <Tabs defaultValue="flags">
      <TabsList aria-label={ADMIN_PAGE_TEXTS.tabsLabel}>
        {TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {ADMIN_PAGE_TEXTS.tabs[tab]}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((tab) => {
        const Panel = PANELS[tab];
        return (
          <TabsContent key={tab} value={tab}>
            <Panel />
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
