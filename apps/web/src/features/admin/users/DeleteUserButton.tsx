import type { AdminUser } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/trpcError';
import { useTRPC } from '../../../trpc';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useSnackbar } from '../../../ui/useSnackbar';
import { refreshAdmin } from '../queries';
import { ADMIN_TEXTS, USER_TAB_TEXTS } from '../texts';
import { deleteWarning, type DeleteWarning } from './deleteWarning';

/** "Ada Admin (ada@example.com)" */
const who = (user: AdminUser) => `${user.name} (${user.email})`;

/**
 * Delete a user (api §8.6, product §6): a first confirmation, then the delete. When the
 * user has active listings or loans the server refuses with a warning and the counts; a second
 * confirmation shows them and, if accepted, deletes with `force`. Declining it says "User
 * deletion cancelled." An admin cannot delete their own account: the button is disabled.
 */
export function DeleteUserButton({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [warning, setWarning] = useState<DeleteWarning | null>(null);
  const forcing = useRef(false);

  const remove = useMutation(
    trpc.admin.deleteUser.mutationOptions({
      onSuccess: () => snackbar.success(ADMIN_TEXTS.userDeleted),
      onError: (error) => {
        const found = deleteWarning(error);
        if (found) setWarning(found);
        else snackbar.error(errorMessage(error, ADMIN_TEXTS.userDeleteFailed));
      },
      onSettled: () => void refreshAdmin(queryClient, trpc),
    }),
  );

  const onForcedOpenChange = (open: boolean) => {
    if (open) return;
    if (!forcing.current) snackbar.show(ADMIN_TEXTS.userDeletionCancelled, 'info');
    forcing.current = false;
    setWarning(null);
  };

  return (
    <>
      <ConfirmDialog
        title={USER_TAB_TEXTS.confirmDeleteTitle}
        description={USER_TAB_TEXTS.confirmDelete(who(user))}
        confirmLabel={USER_TAB_TEXTS.delete}
        destructive
        onConfirm={() => remove.mutate({ user_id: user.user_id })}
        trigger={
          <Button size="sm" variant="danger" disabled={isSelf || remove.isPending} aria-label={USER_TAB_TEXTS.deleteLabel(user.email)}>
            {USER_TAB_TEXTS.deleteUser}
          </Button>
        }
      />
      <ConfirmDialog
        open={warning !== null}
        onOpenChange={onForcedOpenChange}
        title={USER_TAB_TEXTS.forcedTitle}
        description={
          warning && (
            <>
              {warning.message} {USER_TAB_TEXTS.activeCounts(warning.activeListings, warning.activeLoans)}
            </>
          )
        }
        confirmLabel={USER_TAB_TEXTS.forcedConfirm}
        destructive
        onConfirm={() => {
          forcing.current = true;
          remove.mutate({ user_id: user.user_id, force: true });
        }}
      />
    </>
  );
}
