import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/trpcError';
import { useTRPC } from '../../trpc';
import { Switch } from '../../ui/Switch';
import { useSnackbar } from '../../ui/useSnackbar';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { patchSavedSearch, refreshSavedSearches } from './queries';
import * as styles from './searches.css';
import { alertsToggledText, SEARCHES_TEXTS } from './texts';
import type { SavedSearch } from './types';

/**
 * "Alerts" on a saved search (named "Alerts for <name>"): turns its notifications and emails on
 * or off. The switch moves at once; a failure puts it back and says so.
 */
export function AlertsSwitch({ search }: { search: SavedSearch }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const id = search.saved_search_id;

  const setAlerts = useMutation(
    trpc.searches.setAlerts.mutationOptions({
      onMutate: ({ alerts }) => patchSavedSearch(queryClient, trpc, id, { alerts }),
      onSuccess: (_answer, { alerts }) => snackbar.success(alertsToggledText(search.name, alerts)),
      onError: (error) => snackbar.error(errorMessage(error, SEARCHES_TEXTS.alertsFailed)),
      onSettled: () => refreshSavedSearches(queryClient, trpc),
    }),
  );

  return (
    <div className={styles.alertsSwitch}>
      <Switch
        label={
          <>
            {SEARCHES_TEXTS.alerts}
            <VisuallyHidden>{` for ${search.name}`}</VisuallyHidden>
          </>
        }
        checked={search.alerts}
        disabled={setAlerts.isPending}
        onCheckedChange={(alerts) => setAlerts.mutate({ saved_search_id: id, alerts })}
      />
    </div>
  );
}
