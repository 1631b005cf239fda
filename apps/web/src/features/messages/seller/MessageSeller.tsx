import { charCount, MAX_MESSAGE_LENGTH, MESSAGE_TEXTS } from '@mpx/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { displayName } from '../../../lib/displayName';
import { useTRPC } from '../../../trpc';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { TextArea } from '../../../ui/TextArea';
import { useSnackbar } from '../../../ui/useSnackbar';
import type { Listing } from '../../listings/types';
import { useViewer } from '../../session/viewer';
import { addMessageToThread, listingThreadsQueryOptions, refreshMessageSummaries } from '../queries';
import { MESSAGING_TEXTS } from '../texts';
import * as styles from './seller.css';

export type MessageSellerListing = Pick<Listing, 'listing_id' | 'user_id' | 'user' | 'brand' | 'model'>;

/**
 * "Message Seller" on a listing (product §2), for signed-in members who do not own it: a dialog
 * with a 5-row "Your Message" field, Cancel and Send ("Sending..." while busy, disabled while
 * blank after trimming). Sends in the listing's thread; "Message sent!" or "Failed to send
 * message." (product §8). Once the thread exists, a link opens the conversation.
 */
export function MessageSeller({ listing }: { listing: MessageSellerListing }) {
  const { viewer } = useViewer();
  if (!viewer || viewer.user_id === listing.user_id) return null;
  return <MessageSellerDialog listing={listing} />;
}

function MessageSellerDialog({ listing }: { listing: MessageSellerListing }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');

  const threads = useQuery(listingThreadsQueryOptions(trpc, listing.listing_id));
  const hasThread = threads.data?.some((t) => t.conversation_id === listing.user_id) ?? false;
  const thread = { userId: listing.user_id, listingId: listing.listing_id };

  const send = useMutation(
    trpc.messages.send.mutationOptions({
      onSuccess: (message) => {
        addMessageToThread(queryClient, trpc, thread, message);
        void refreshMessageSummaries(queryClient, trpc, { unread: false });
        snackbar.success(MESSAGE_TEXTS.sent);
        setDraft('');
        setOpen(false);
      },
      onError: () => snackbar.error(MESSAGE_TEXTS.sendFailed),
    }),
  );

  const content = draft.trim();
  const tooLong = charCount(content) > MAX_MESSAGE_LENGTH;
  const canSend = content.length > 0 && !tooLong && !send.isPending;

  return (
    <div className={styles.group}>
      <Dialog
        title={`Message ${displayName(listing.user)}`}
        description={`About ${listing.brand} ${listing.model}`}
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="secondary" fullWidth>
            {MESSAGING_TEXTS.messageSeller}
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
            if (canSend) send.mutate({ to_user_id: listing.user_id, content, listing_id: listing.listing_id });
          }}
        >
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
      {hasThread && (
        <Link to="/messages/$userId" params={{ userId: String(listing.user_id) }} search={{ listing: listing.listing_id }} className={styles.link}>
          {MESSAGING_TEXTS.openConversation}
        </Link>
      )}
    </div>
  );
}
