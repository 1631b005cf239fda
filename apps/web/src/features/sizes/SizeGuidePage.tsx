import { SIZE_FAMILY_NAMES } from '@mpx/shared/sizes';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTRPC } from '../../trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import { Page } from '../../entities/site/Page';
import { FamilyGuide } from './FamilyGuide';
import { GuideCoverage } from './GuideCoverage';
import { stockIndex } from './model';
import { sizeStockQueryOptions } from './queries';
import { GUIDE_FAMILIES, GUIDE_TABS } from './search';
import type { StockState } from './SizeTable';
import * as styles from './sizes.css';
import { SIZE_GUIDE_TEXTS } from './texts';

const route = getRouteApi('/sizes');

/**
 * /sizes: the size guide, a tab per instrument family (the open one in the URL, so a link to
 * the trombone charts opens them), then what the guide knows of each maker and the table to
 * download. The figures are the size table's, shipped with this page; only "listed now" comes
 * from the server, and the guide reads well without it.
 */
export function SizeGuidePage() {
  // The router passes unknown params through from the root, so the value is checked again here.
  const search = route.useSearch();
  const family = GUIDE_TABS.open(search.family);
  const navigate = route.useNavigate();
  const trpc = useTRPC();
  const query = useQuery(sizeStockQueryOptions(trpc));
  const stock = useMemo<StockState>(
    () => ({ index: query.data ? stockIndex(query.data.models) : null, failed: query.isError && !query.data }),
    [query.data, query.isError],
  );

  const choose = (value: string) => void navigate({ search: GUIDE_TABS.searchOf(value), replace: true, resetScroll: false });

  return (
    <Page title={SIZE_GUIDE_TEXTS.title} intro={SIZE_GUIDE_TEXTS.intro}>
      {stock.failed && (
        <div className={styles.stockFailed}>
          <Alert variant="warning">{SIZE_GUIDE_TEXTS.stockFailed}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {SIZE_GUIDE_TEXTS.retry}
          </Button>
        </div>
      )}
      <Tabs value={family} onValueChange={choose}>
        <TabsList aria-label={SIZE_GUIDE_TEXTS.tabsLabel}>
          {GUIDE_FAMILIES.map((f) => (
            <TabsTrigger key={f} value={f}>
              {SIZE_FAMILY_NAMES[f]}
            </TabsTrigger>
          ))}
        </TabsList>
        {GUIDE_FAMILIES.map((f) => (
          <TabsContent key={f} value={f}>
            <FamilyGuide family={f} stock={stock} />
          </TabsContent>
        ))}
      </Tabs>
      <GuideCoverage />
    </Page>
  );
}
