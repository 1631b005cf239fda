import { DEAL_TEXTS, OFFER_TEXTS } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Page } from '../../../entities/site/Page';
import { useViewer } from '../../../entities/user/viewer';
import { useTRPC } from '../../../trpc';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { RoleOffers } from '../card/RoleOffers';
import { dealListQueryOptions, offerListQueryOptions } from '../queries';
import { useRefreshOnOffers } from '../useRefreshOnOffers';
import { CompletedDeals } from './CompletedDeals';
import { DEALS_TABS } from './search';

const route = getRouteApi('/_member/deals');

/** "Offers I made (2)" once the count is known. */
const counted = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

/**
 * /deals (issue 30): the offers the member made (with their answers and the sellers' counters),
 * the offers on their own listings, and their completed deals with a way to rate the other
 * party. Reloads when an `offer` notification comes in.
 */
export function DealsPage() {
  const trpc = useTRPC();
  const { viewer } = useViewer();
  useRefreshOnOffers();
  // The tabs' own queries: read here for the counts, from the same cache.
  const made = useQuery(offerListQueryOptions(trpc, { role: 'buyer' }));
  const received = useQuery(offerListQueryOptions(trpc, { role: 'seller' }));
  const deals = useQuery(dealListQueryOptions(trpc));
  const open = DEALS_TABS.open(route.useSearch().tab);
  const navigate = route.useNavigate();
  const choose = (value: string) => void navigate({ search: DEALS_TABS.searchOf(value), replace: true, resetScroll: false });
  return (
    <Page title={DEAL_TEXTS.pageTitle} intro={DEAL_TEXTS.pageIntro}>
      <Tabs value={open} onValueChange={choose}>
        <TabsList aria-label={DEAL_TEXTS.tabsLabel}>
          <TabsTrigger value="made">{counted(OFFER_TEXTS.madeTitle, made.data?.offers.length)}</TabsTrigger>
          <TabsTrigger value="received">{counted(OFFER_TEXTS.receivedTitle, received.data?.offers.length)}</TabsTrigger>
          <TabsTrigger value="completed">{counted(DEAL_TEXTS.completedTitle, deals.data?.deals.length)}</TabsTrigger>
        </TabsList>
        <TabsContent value="made">
          <RoleOffers role="buyer" empty={OFFER_TEXTS.noOffersMade} headingLevel={2} />
        </TabsContent>
        <TabsContent value="received">
          <RoleOffers role="seller" empty={OFFER_TEXTS.noOffersReceived} headingLevel={2} />
        </TabsContent>
        <TabsContent value="completed">{viewer && <CompletedDeals viewerId={viewer.user_id} />}</TabsContent>
      </Tabs>
    </Page>
  );
}
