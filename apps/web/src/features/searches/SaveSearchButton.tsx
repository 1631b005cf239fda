import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTRPC } from '../../trpc';
import { Button } from '../../ui/Button';
import { StatusNote } from '../../ui/StatusNote';
import { useSnackbar } from '../../ui/useSnackbar';
import type { ListingFilters, ListingSearch } from '../../entities/listing/listingSearch';
import { useDefaultNear } from '../../entities/place/near';
import { useViewer } from '../../entities/user/viewer';
import { addSavedSearch, refreshSavedSearches, savedSearchesQueryOptions } from './queries';
import { MAX_SEARCH_NAME } from './searchName';
import { SearchNameDialog } from './SearchNameDialog';
import { defaultSearchName, hasFilters, queryOfFilters, sameSearch, savableFilters } from './searchQuery';
import { savedAsText, SEARCHES_TEXTS } from './texts';

/**
 * "Save search" on the browse pages, for signed-in members once a filter, search text or size
 * narrows the listings (guests do not see it, like Add Listing; a postcode alone narrows
 * nothing). Saving names the search (a summary of the filters to start with) and the button
 * gives way to a note linking to Saved searches, which also shows whenever the filters on
 * screen are a search the member saved before.
 */
export function SaveSearchButton({ search }: { search: ListingSearch }) {
  const { viewer } = useViewer();
  const near = useDefaultNear();
  const filters = useMemo(() => savableFilters(search, near), [search, near]);
  if (!viewer || !hasFilters(filters)) return null;
  // Keyed by the search, so "just saved" (which moves the focus) belongs to one search only.
  const query = queryOfFilters(filters);
  return <SaveSearch key={query} filters={filters} query={query} />;
}

function SaveSearch({ filters, query }: { filters: ListingFilters; query: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const saved = useQuery(savedSearchesQueryOptions(trpc));
  const [open, setOpen] = useState(false);
  // After saving here, the note takes the focus the dialog's (now gone) button would get back.
  const [justSaved, setJustSaved] = useState(false);

  const create = useMutation(
    trpc.searches.create.mutationOptions({
      onSuccess: (search) => {
        addSavedSearch(queryClient, trpc, search);
        void refreshSavedSearches(queryClient, trpc);
        snackbar.success(SEARCHES_TEXTS.saved);
        setOpen(false);
        setJustSaved(true);
      },
    }),
  );

  const existing = saved.data?.searches.find((s) => sameSearch(s.query, filters));
  if (existing) {
    return (
      <StatusNote focusOnMount={justSaved}>
        {savedAsText(existing.name)} <Link to="/searches">{SEARCHES_TEXTS.title}</Link>
      </StatusNote>
    );
  }
  return (
    <SearchNameDialog
      title={SEARCHES_TEXTS.save}
      description={SEARCHES_TEXTS.saveDescription}
      trigger={<Button variant="secondary">{SEARCHES_TEXTS.save}</Button>}
      open={open}
      onOpenChange={setOpen}
      initialName={defaultSearchName(filters, MAX_SEARCH_NAME)}
      submitLabel={SEARCHES_TEXTS.submitSave}
      pending={create.isPending}
      error={create.error}
      failedText={SEARCHES_TEXTS.saveFailed}
      onSubmit={(name) => create.mutate({ name, query })}
      onReset={() => create.reset()}
    />
  );
}
