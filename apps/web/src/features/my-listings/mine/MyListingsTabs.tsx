import { EXPIRY_TEXTS, LISTING_STATUS_LABELS } from '@mpx/shared';
import { getRouteApi } from '@tanstack/react-router';
import { useTimeZone } from '../../../lib/useNow';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { Text } from '../../../ui/Text';
import { ListingCard } from '../../../entities/listing/card/ListingCard';
import { WatchButton } from '../../watchlist/WatchButton';
import { LISTING_TEXTS } from '../../../entities/listing/texts';
import type { Listing, ListingStatus } from '../../../entities/listing/types';
import { expiryNote } from './expiryNote';
import { ListingActions } from './ListingActions';
import * as styles from './mine.css';
import { MY_LISTINGS_TABS } from './search';

const route = getRouteApi('/_member/my-listings');

/**
 * A listing out on loan, or reserved for a buyer, is still the member's current stock, so it
 * shows under Active. Expired ones wait under Expired for a renewal (product §22).
 */
const TABS: { value: (typeof MY_LISTINGS_TABS.tabs)[number]; label: string; statuses: readonly ListingStatus[]; empty: string }[] = [
  { value: 'active', label: 'Active', statuses: ['active', 'loaned', 'reserved'], empty: LISTING_TEXTS.empty.active },
  { value: 'paused', label: 'Paused', statuses: ['paused'], empty: LISTING_TEXTS.empty.paused },
  { value: 'expired', label: LISTING_STATUS_LABELS.expired, statuses: ['expired'], empty: EXPIRY_TEXTS.none },
  { value: 'sold', label: 'Sold', statuses: ['sold'], empty: LISTING_TEXTS.empty.sold },
];

/** The member's listings by status, the open tab in the URL. */
export function MyListingsTabs({ listings }: { listings: readonly Listing[] }) {
  const open = MY_LISTINGS_TABS.open(route.useSearch().tab);
  const navigate = route.useNavigate();
  const timeZone = useTimeZone();
  if (listings.length === 0) return <Text tone="muted">{LISTING_TEXTS.empty.all}</Text>;
  const choose = (value: string) => void navigate({ search: MY_LISTINGS_TABS.searchOf(value), replace: true, resetScroll: false });
  const groups = TABS.map((tab) => ({ ...tab, listings: listings.filter((l) => tab.statuses.includes(l.status)) }));
  return (
    <Tabs value={open} onValueChange={choose}>
      <TabsList aria-label="Listings by status">
        {groups.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label} ({tab.listings.length})
          </TabsTrigger>
        ))}
      </TabsList>
      {groups.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.listings.length === 0 ? (
            <Text tone="muted">{tab.empty}</Text>
          ) : (
            <ul className={styles.list}>
              {tab.listings.map((listing) => (
                <li key={listing.listing_id}>
                  <ListingCard
                    listing={listing}
                    variant="list"
                    headingLevel={2}
                    showStatus
                    note={expiryNote(listing, timeZone)}
                    actions={<ListingActions listing={listing} />}
                    watch={<WatchButton listing={listing} placement="card" />}
                  />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
