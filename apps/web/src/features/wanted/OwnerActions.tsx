import { WANTED_RENEW_WINDOW_DAYS, WANTED_WEB_TEXTS as T, type WantedPost } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/trpcError';
import { useTRPC } from '../../trpc';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useSnackbar } from '../../ui/useSnackbar';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { refreshWanted } from './queries';
import { WantedDialog } from './WantedDialog';
import * as styles from './wanted.css';

const RENEW_WINDOW_MS = WANTED_RENEW_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** Renew is offered once a post is near its end or past it: before that it would change nothing useful. */
export function canRenew(post: WantedPost, now: number): boolean {
  return Date.parse(post.expires_at) - now <= RENEW_WINDOW_MS;
}

/** The owner's Edit, Renew (when due) and Delete, each named with the post's words for screen readers. */
export function OwnerActions({ post, now }: { post: WantedPost; now: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const settle = { onSettled: () => refreshWanted(queryClient, trpc) };
  const update = useMutation(trpc.wanted.update.mutationOptions(settle));
  const renew = useMutation(
    trpc.wanted.renew.mutationOptions({
      ...settle,
      onSuccess: () => snackbar.success(T.renewed),
      onError: (error) => snackbar.error(errorMessage(error, T.renewFailed)),
    }),
  );
  const remove = useMutation(
    trpc.wanted.remove.mutationOptions({
      ...settle,
      onSuccess: (answer) => snackbar.success(answer.message),
      onError: (error) => snackbar.error(errorMessage(error, T.deleteFailed)),
    }),
  );
  const named = <VisuallyHidden>{` ${post.summary}`}</VisuallyHidden>;

  return (
    <div className={styles.actions}>
      <WantedDialog
        title={T.editTitle}
        trigger={
          <Button size="sm" variant="secondary">
            {T.edit}
            {named}
          </Button>
        }
        post={post}
        submitLabel={T.save}
        pendingLabel={T.saving}
        pending={update.isPending}
        error={update.error}
        failedText={T.saveFailed}
        onReset={() => update.reset()}
        onSubmit={(input) =>
          update.mutateAsync({ ...input, wanted_id: post.wanted_id }).then(
            () => {
              snackbar.success(T.saved);
              return true;
            },
            () => false,
          )
        }
      />
      {canRenew(post, now) && (
        <Button size="sm" variant="secondary" loading={renew.isPending} onClick={() => renew.mutate({ wanted_id: post.wanted_id })}>
          {T.renew}
          {named}
        </Button>
      )}
      <ConfirmDialog
        title={T.deleteTitle}
        description={T.deleteQuestion(post.summary)}
        confirmLabel={T.delete}
        destructive
        onConfirm={() => remove.mutate({ wanted_id: post.wanted_id })}
        trigger={
          <Button size="sm" variant="danger" loading={remove.isPending}>
            {T.delete}
            {named}
          </Button>
        }
      />
    </div>
  );
}
