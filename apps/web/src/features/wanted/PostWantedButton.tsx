import { WANTED_WEB_TEXTS as T } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTRPC } from '../../trpc';
import { Button } from '../../ui/Button';
import { buttonStyle } from '../../ui/button.css';
import { useSnackbar } from '../../ui/useSnackbar';
import { useViewer } from '../../entities/user/viewer';
import { refreshWanted } from './queries';
import { WantedDialog } from './WantedDialog';

/** "Post a wanted" for members; guests are sent to log in first. */
export function PostWantedButton() {
  const { viewer } = useViewer();
  if (!viewer) {
    return (
      <Link to="/login" className={buttonStyle({ variant: 'secondary' })}>
        {T.logInToPost}
      </Link>
    );
  }
  return <PostWantedDialog />;
}

function PostWantedDialog() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const create = useMutation(trpc.wanted.create.mutationOptions({ onSuccess: () => refreshWanted(queryClient, trpc) }));
  return (
    <WantedDialog
      title={T.post}
      trigger={<Button>{T.post}</Button>}
      post={null}
      submitLabel={T.post}
      pendingLabel={T.posting}
      pending={create.isPending}
      error={create.error}
      failedText={T.postFailed}
      onReset={() => create.reset()}
      onSubmit={(input) =>
        create.mutateAsync(input).then(
          () => {
            snackbar.success(T.postDone);
            return true;
          },
          () => false,
        )
      }
    />
  );
}
