import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTRPC } from '../../trpc';
import { Container } from '../../ui/Container';
import { Pagination } from '../../ui/Pagination';
import { DocumentTitle } from '../../entities/site/DocumentTitle';
import { listingPageQueryOptions } from '../../entities/listing/queries';
import { useDefaultNear } from '../../entities/place/near';
import * as styles from './browse.css';
import { Hero } from './Hero';
import { focusResults, ListingsSection } from './ListingsSection';
import { useBrowseFilters } from './useBrowseFilters';
import { useSearchActions } from '../../entities/listing/useSearchActions';
import { ForYouRows } from '../fit/ForYouRows';
import { showsCards, useForYou } from '../fit/useForYou';

const route = getRouteApi('/');

/** Home (product §2): the hero, a member's For you rows (§23), the filters and the latest listings, a page at a time. */
export function HomePage() {
  const search = route.useSearch();
  const trpc = useTRPC();
  const actions = useSearchActions('/');
  const near = useDefaultNear();
  const query = useQuery({ ...listingPageQueryOptions(trpc, search, near), placeholderData: keepPreviousData });
  const filterBar = useBrowseFilters({ search, actions, near, answer: query, page: query.data });
  const forYou = useForYou();

  const pagination = query.data?.pagination;
  const listings = query.data?.listings;
  const first = pagination ? (pagination.page - 1) * pagination.limit + 1 : 0;
  const range = pagination && listings ? { first, last: first + listings.length - 1, total: pagination.totalCount } : undefined;

  return (
    <Container className={styles.page}>
      <DocumentTitle />
      <Hero />
      <ForYouRows state={forYou} />
      {filterBar}
      <ListingsSection
        title="Latest Listings"
        route="/"
        search={search}
        actions={actions}
        listings={listings}
        range={range}
        error={query.error}
        isRefreshing={query.isPlaceholderData}
        // For you's cards above take the first photos.
        priorityPhotos={showsCards(forYou) ? 0 : undefined}
      >
        {pagination && (
          <Pagination
            label="Listing pages"
            page={pagination.page}
            totalPages={pagination.totalPages}
            hrefFor={actions.pageHref}
            onPageChange={(page) => {
              actions.setPage(page);
              focusResults();
            }}
          />
        )}
      </ListingsSection>
    </Container>
  );
}
