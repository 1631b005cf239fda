import { lastValue, pathId, unchecked, type AreaCaller, type RestRoute } from '../rest/route';
import type { messagesRouter } from './router';

export const messagesRest: RestRoute<AreaCaller<'messages', typeof messagesRouter>>[] = [
  {
    method: 'GET',
    path: '/messages',
    procedure: 'messages.inbox',
    failure: 'Failed to fetch conversations.',
    call: (c, r) => c.messages.inbox(unchecked({ listing_id: lastValue(r.query.listing_id) })),
  },
  {
    method: 'GET',
    path: '/messages/conversation/:userId',
    procedure: 'messages.conversation',
    failure: 'Failed to fetch conversation.',
    pathInput: 'user_id',
    call: (c, r) =>
      c.messages.conversation(
        unchecked({
          user_id: pathId(r.params.userId),
          listing_id: lastValue(r.query.listing_id),
          before: lastValue(r.query.before),
          limit: lastValue(r.query.limit),
        }),
      ),
  },
  {
    method: 'POST',
    path: '/messages',
    procedure: 'messages.send',
    failure: 'Failed to send message.',
    status: 201,
    call: (c, r) => c.messages.send(unchecked(r.body)),
  },
  {
    method: 'PATCH',
    path: '/messages/:id/read',
    procedure: 'messages.markRead',
    failure: 'Failed to mark message as read.',
    pathInput: 'message_id',
    call: (c, r) => c.messages.markRead({ message_id: pathId(r.params.id) }),
  },
];
