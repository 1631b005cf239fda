import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/layout/ComingSoon';

/** `?listing=<id>` picks the thread about one listing (product §2). */
export const Route = createFileRoute('/_member/messages/$userId')({
  validateSearch: (search: Record<string, unknown>): { listing?: number } => {
    const listing = Number(search.listing);
    return Number.isInteger(listing) && listing > 0 ? { listing } : {};
  },
  component: ConversationPage,
});

function ConversationPage() {
  return <ComingSoon title="Conversation" />;
}
