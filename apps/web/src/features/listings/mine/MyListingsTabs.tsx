import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { Text } from '../../../ui/Text';
import { ListingCard } from '../card/ListingCard';
import { LISTING_TEXTS } from '../texts';
import type { Listing, ListingStatus } from '../types';
import { ListingActions } from './ListingActions';
import * as styles from './mine.css';

/** A listing out on loan is still the member's current stock, so it shows under Active. */
const TABS: { value: string; label: string; statuses: readonly ListingStatus[]; empty: string }[] = [
  { value: 'active', label: 'Active', statuses: ['active', 'loaned'], empty: LISTING_TEXTS.empty.active },
  { value: 'paused', label: 'Paused', statuses: ['paused'], empty: LISTING_TEXTS.empty.paused },
  { value: 'sold', label: 'Sold', statuses: ['sold'], empty: LISTING_TEXTS.empty.sold },
];

export function MyListingsTabs({ listings }: { listings: readonly Listing[] }) {
  if (listings.length === 0) return <Text tone="muted">{LISTING_TEXTS.empty.all}</Text>;
  const groups = TABS.map((tab) => ({ ...tab, listings: listings.filter((l) => tab.statuses.includes(l.status)) }));
  return (
    <Tabs defaultValue="active">
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
                  <ListingCard listing={listing} variant="list" headingLevel={2} showStatus actions={<ListingActions listing={listing} />} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
