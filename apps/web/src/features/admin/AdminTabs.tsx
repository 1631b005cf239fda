import { getRouteApi } from '@tanstack/react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import { AnalyticsTab } from './analytics/AnalyticsTab';
import { AuditTab } from './audit/AuditTab';
import { FlagsTab } from './flags/FlagsTab';
import { ADMIN_TABS } from './search';
import { SystemTab } from './system/SystemTab';
import { ADMIN_PAGE_TEXTS } from './texts';
import { UsersTab } from './users/UsersTab';

const route = getRouteApi('/_member/admin');

const PANELS = { flags: FlagsTab, users: UsersTab, analytics: AnalyticsTab, audit: AuditTab, system: SystemTab } as const;

/**
 * The tabs of /admin, the open one in the URL (a reload or a link opens it). Radix renders
 * only the open tab's content, so a tab loads its data (and Analytics its chart library) when
 * it is first opened.
 */
export function AdminTabs() {
  // The router passes unknown params through from the root, so the value is checked again here.
  const open = ADMIN_TABS.open(route.useSearch().tab);
  const navigate = route.useNavigate();
  const choose = (value: string) => void navigate({ search: ADMIN_TABS.searchOf(value), replace: true, resetScroll: false });
  return (
    <Tabs value={open} onValueChange={choose}>
      <TabsList aria-label={ADMIN_PAGE_TEXTS.tabsLabel}>
        {ADMIN_TABS.tabs.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {ADMIN_PAGE_TEXTS.tabs[tab]}
          </TabsTrigger>
        ))}
      </TabsList>
      {ADMIN_TABS.tabs.map((tab) => {
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
