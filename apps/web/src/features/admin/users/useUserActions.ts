import type { AdminUser } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorCode, errorMessage } from '../../../lib/trpcError';
import { useTRPC } from '../../../trpc';
import { useSnackbar } from '../../../ui/useSnackbar';
import { refreshAdmin } from '../queries';
import { ADMIN_TEXTS } from '../texts';

/**
 * The switches and the resend of one users-table row (api §8.3–§8.5), with the spec's
 * snackbars (product §8). A failed resend shows the server's text unless the server only says
 * it failed (the mail server refused: "Internal server error." over tRPC), then the spec's.
 */
export function useUserActions(user: AdminUser) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const refresh = () => void refreshAdmin(queryClient, trpc);

  const verify = useMutation(
    trpc.admin.setEmailVerified.mutationOptions({
      onSuccess: (updated) => snackbar.success(ADMIN_TEXTS.emailVerification(updated.email_verified)),
      onError: () => snackbar.error(ADMIN_TEXTS.emailVerificationFailed),
      onSettled: refresh,
    }),
  );
  const admin = useMutation(
    trpc.admin.setAdmin.mutationOptions({
      onSuccess: (updated) => snackbar.success(ADMIN_TEXTS.adminStatus(updated.is_admin)),
      onError: () => snackbar.error(ADMIN_TEXTS.adminStatusFailed),
      onSettled: refresh,
    }),
  );
  const resend = useMutation(
    trpc.admin.resendVerification.mutationOptions({
      onSuccess: (answer) => snackbar.success(ADMIN_TEXTS.verificationSentTo(answer.sentTo)),
      onError: (error) =>
        snackbar.error(errorCode(error) === 'INTERNAL_SERVER_ERROR' ? ADMIN_TEXTS.resendFailed : errorMessage(error, ADMIN_TEXTS.resendFailed)),
      onSettled: refresh,
    }),
  );

  return {
    setEmailVerified: (value: boolean) => verify.mutate({ user_id: user.user_id, email_verified: value }),
    setAdmin: (value: boolean) => admin.mutate({ user_id: user.user_id, is_admin: value }),
    resend: () => resend.mutate({ user_id: user.user_id }),
    verifyPending: verify.isPending,
    adminPending: admin.isPending,
    resendPending: resend.isPending,
  };
}
