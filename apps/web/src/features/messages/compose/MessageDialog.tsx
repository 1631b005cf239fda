import { charCount, MAX_MESSAGE_LENGTH, MESSAGE_TEXTS } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { displayName } from '../../../lib/displayName';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { FormDialog } from '../../../ui/FormDialog';
import { TextArea } from '../../../ui/TextArea';
import { useSnackbar } from '../../../ui/useSnackbar';
import { addMessageToThread, refreshMessageSummaries } from '../queries';
import { MESSAGING_TEXTS } from '../texts';

export interface MessageDialogProps {
  /** Who the message goes to. */
  to: { user_id: number; name: string; nickname: string | null };
  /** The listing whose thread it goes in. */
  listing: { listing_id: number; brand: string; model: string };
  trigger: ReactElement;
  /**
   * Where a failure shows (product §8 differs by page): inside the dialog with this text, or, when
   * absent, as the snackbar "Failed to send message.".
   */
  inlineFailure?: string;
}

/**
 * A message to one member about one listing, in a dialog titled with their name: a 5-row "Your
 * Message" field, Cancel and Send ("Sending..." while busy, disabled while blank after trimming
 * or too long). "Message sent!" closes it and clears the field; a failure keeps the text. Used by
 * Message Seller on a listing and by the Message button of a loan card.
 */
export function MessageDialog({ to, listing, trigger, inlineFailure }: MessageDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const thread = { userId: to.user_id, listingId: listing.listing_id };

  const send = useMutation(
    trpc.messages.send.mutationOptions({
      onSuccess: (message) => {
        addMessageToThread(queryClient, trpc, thread, message);
        void refreshMessageSummaries(queryClient, trpc, { unread: false });
        snackbar.success(MESSAGE_TEXTS.sent);
        setDraft('');
        setOpen(false);
      },
      onError: () => {
        if (inlineFailure === undefined) snackbar.error(MESSAGE_TEXTS.sendFailed);
      },
    }),
  );

  const content = draft.trim();
  const tooLong = charCount(content) > MAX_MESSAGE_LENGTH;
  const canSend = content.length > 0 && !tooLong;

  return (
    <FormDialog
      title={`Message ${displayName(to)}`}
      description={`About ${listing.brand} ${listing.model}`}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) send.reset();
      }}
      trigger={trigger}
      submitLabel="Send"
      pendingLabel="Sending..."
      pending={send.isPending}
      canSubmit={canSend}
      onSubmit={() => send.mutate({ to_user_id: to.user_id, content, listing_id: listing.listing_id })}
    >
      {send.isError && inlineFailure !== undefined && <Alert variant="error">{inlineFailure}</Alert>}
      <TextArea
        label={MESSAGING_TEXTS.composerLabel}
        rows={5}
        dir="auto"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={tooLong ? MESSAGE_TEXTS.tooLong : undefined}
      />
    </FormDialog>
  );
}
