import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';
import { useViewer } from '../../entities/user/viewer';
import { unreadCountQueryOptions } from './queries';

/**
 * Unread messages for the header badge (0 for guests). The real-time channel refreshes it when a
 * message arrives and the conversation page when it marks a thread read; it is also reloaded
 * when the window regains focus. A failure only leaves the last known count (product §8).
 */
export function useUnreadCount(): number {
  const trpc = useTRPC();
  const { viewer } = useViewer();
  const query = useQuery({ ...unreadCountQueryOptions(trpc), enabled: viewer !== null });
  return viewer ? (query.data?.count ?? 0) : 0;
}
