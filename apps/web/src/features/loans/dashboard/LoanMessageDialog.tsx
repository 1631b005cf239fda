import { charCount, MAX_MESSAGE_LENGTH, MESSAGE_TEXTS } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { displayName } from '../../../lib/displayName';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { TextArea } from '../../../ui/TextArea';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useSnackbar } from '../../../ui/useSnackbar';
import { addMessageToThread, refreshMessageSummaries } from '../../messages/queries';
import { MESSAGING_TEXTS } from '../../messages/texts';
import { LOANS_PAGE_TEXTS } from '../texts';
import type { LoanItem } from '../types';

export interface LoanMessageDialogProps {
  loan: Pick<LoanItem, 'listing'>;
  /** The other party of the loan. */
  to: LoanItem['lender'];
}

/**
 * The Message dialog of a loan card (product §2 Loans): titled with the counterpart, a 5-row
 * "Your Message" field, Cancel and Send ("Sending..." while busy, disabled while blank). It writes
 * in the two members' thread about the listing. "Message sent!" and the field clears; a failure
 * says "Failed to send message" in the dialog and keeps the text (product §8).
 */
export function LoanMessageDialog({ loan, to }: LoanMessageDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const name = displayName(to);
  const thread = { userId: to.user_id, listingId: loan.listing.listing_id };

  const send = useMutation(
    trpc.messages.send.mutationOptions({
      onSuccess: (message) => {
        addMessageToThread(queryClient, trpc, thread, message);
        void refreshMessageSummaries(queryClient, trpc, { unread: false });
        snackbar.success(MESSAGE_TEXTS.sent);
        setDraft('');
        setOpen(false);
      },
    }),
  );

  const content = draft.trim();
  const tooLong = charCount(content) > MAX_MESSAGE_LENGTH;
  const canSend = content.length > 0 && !tooLong && !send.isPending;

  return (
    <Dialog
      title={`Message ${name}`}
      description={`About ${loan.listing.brand} ${loan.listing.model}`}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) send.reset();
      }}
      trigger={
        <Button size="sm" variant="ghost">
          {LOANS_PAGE_TEXTS.message}
          <VisuallyHidden>{` ${name} about ${loan.listing.brand} ${loan.listing.model}`}</VisuallyHidden>
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={!canSend} loading={send.isPending} loadingText="Sending...">
            Send
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSend) send.mutate({ to_user_id: to.user_id, content, listing_id: loan.listing.listing_id });
        }}
      >
        {send.isError && <Alert variant="error">{LOANS_PAGE_TEXTS.messageFailed}</Alert>}
        <TextArea
          label={MESSAGING_TEXTS.composerLabel}
          rows={5}
          dir="auto"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={tooLong ? MESSAGE_TEXTS.tooLong : undefined}
        />
      </form>
    </Dialog>
  );
}
