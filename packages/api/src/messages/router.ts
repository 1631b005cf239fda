import {
  chatMessageOutput,
  conversationInput,
  conversationOutput,
  inboxInput,
  inboxOutput,
  sendMessageInput,
  threadInput,
  unreadCountOutput,
  updatedCountOutput,
} from '@mpx/shared';
import { z } from 'zod';
import { READ, WRITE } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { memberProcedure, router } from '../trpc';
import { conversation, inbox } from './read';
import { markMessageRead, markThreadRead, sendMessage, unreadMessageCount } from './service';

export const messagesRouter = router({
  inbox: memberProcedure
    .meta(READ)
    .input(inboxInput)
    .output(checkedOutput(inboxOutput))
    .query(({ ctx, input }) => inbox(ctx.deps, ctx.viewer.user.id, input.listing_id)),
  conversation: memberProcedure
    .meta(READ)
    .input(conversationInput)
    .output(checkedOutput(conversationOutput))
    .query(({ ctx, input }) => conversation(ctx.deps, ctx.viewer.user.id, input)),
  send: memberProcedure
    .meta(WRITE)
    .input(sendMessageInput)
    .output(checkedOutput(chatMessageOutput))
    .mutation(({ ctx, input }) => sendMessage(ctx.deps, ctx.viewer.user, input)),
  markRead: memberProcedure
    .meta(WRITE)
    .input(z.object({ message_id: z.number().int() }))
    .output(checkedOutput(chatMessageOutput))
    .mutation(({ ctx, input }) => markMessageRead(ctx.deps, ctx.viewer.user.id, input.message_id)),
  markThreadRead: memberProcedure
    .meta(WRITE)
    .input(threadInput)
    .output(checkedOutput(updatedCountOutput))
    .mutation(({ ctx, input }) => markThreadRead(ctx.deps, ctx.viewer.user.id, input.user_id, input.listing_id)),
  unreadCount: memberProcedure
    .meta(READ)
    .output(checkedOutput(unreadCountOutput))
    .query(({ ctx }) => ({ count: unreadMessageCount(ctx.deps, ctx.viewer.user.id) })),
});
