import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/trpcError';
import { useTRPC } from '../../trpc';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useSnackbar } from '../../ui/useSnackbar';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { refreshSavedSearches, removeSavedSearch } from './queries';
import { deleteSearchQuestion, SEARCHES_TEXTS } from './texts';
import type { SavedSearch } from './types';

/** "Delete" (named "Delete <name>"): asks first, then says "Saved search deleted.". */
export function DeleteSearchButton({ search, onDeleted }: { search: SavedSearch; onDeleted: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();

  const remove = useMutation(
    trpc.searches.remove.mutationOptions({
      onSuccess: (answer) => {
        removeSavedSearch(queryClient, trpc, search.saved_search_id);
        snackbar.success(answer.message);
        onDeleted();
      },
      onError: (error) => snackbar.error(errorMessage(error, SEARCHES_TEXTS.deleteFailed)),
      onSettled: () => refreshSavedSearches(queryClient, trpc),
    }),
  );

  return (
    <ConfirmDialog
      title={SEARCHES_TEXTS.deleteTitle}
      description={deleteSearchQuestion(search.name)}
      confirmLabel={SEARCHES_TEXTS.delete}
      destructive
      onConfirm={() => remove.mutate({ saved_search_id: search.saved_search_id })}
      trigger={
        <Button size="sm" variant="danger" loading={remove.isPending}>
          {SEARCHES_TEXTS.delete}
          <VisuallyHidden>{` ${search.name}`}</VisuallyHidden>
        </Button>
      }
    />
  );
}
