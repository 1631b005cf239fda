import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTRPC } from '../../trpc';
import { useApplySession } from './useApplySession';

/** Ends the session on the server (which clears the cookie), then shows the home page as a guest. */
export function useLogout() {
  const trpc = useTRPC();
  const applySession = useApplySession();
  const navigate = useNavigate();
  const mutation = useMutation(
    trpc.auth.logout.mutationOptions({
      // Even if the call fails the member asked to leave: forget the session locally either way.
      onSettled: async () => {
        await navigate({ to: '/' });
        applySession(null);
      },
    }),
  );
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
