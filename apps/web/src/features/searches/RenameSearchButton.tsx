import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../trpc';
import { Button } from '../../ui/Button';
import { useSnackbar } from '../../ui/useSnackbar';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { patchSavedSearch, refreshSavedSearches } from './queries';
import { SearchNameDialog } from './SearchNameDialog';
import { SEARCHES_TEXTS } from './texts';
import type { SavedSearch } from './types';

/** "Rename" (named "Rename <name>"): a dialog with the name, then "Saved search renamed.". */
export function RenameSearchButton({ search }: { search: SavedSearch }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);

  const rename = useMutation(
    trpc.searches.rename.mutationOptions({
      onSuccess: (_answer, { name }) => {
        patchSavedSearch(queryClient, trpc, search.saved_search_id, { name });
        void refreshSavedSearches(queryClient, trpc);
        snackbar.success(SEARCHES_TEXTS.renamed);
        setOpen(false);
      },
    }),
  );

  return (
    <SearchNameDialog
      title={SEARCHES_TEXTS.renameTitle}
      trigger={
        <Button size="sm" variant="secondary">
          {SEARCHES_TEXTS.rename}
          <VisuallyHidden>{` ${search.name}`}</VisuallyHidden>
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      initialName={search.name}
      submitLabel={SEARCHES_TEXTS.submitRename}
      pending={rename.isPending}
      error={rename.error}
      failedText={SEARCHES_TEXTS.renameFailed}
      onSubmit={(name) => rename.mutate({ saved_search_id: search.saved_search_id, name })}
      onReset={() => rename.reset()}
    />
  );
}
