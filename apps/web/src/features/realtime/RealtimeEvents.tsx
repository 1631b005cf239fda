import { useViewer } from '../../entities/user/viewer';
import { useLiveEvents } from './useLiveEvents';

/**
 * Mounted once in the app shell: the real-time channel of the signed-in member (none for
 * guests). Keyed by member, so another member signing in starts over on a new socket.
 */
export function RealtimeEvents() {
  const { viewer } = useViewer();
  return viewer ? <MemberEvents key={viewer.user_id} viewerId={viewer.user_id} /> : null;
}

function MemberEvents({ viewerId }: { viewerId: number }) {
  useLiveEvents(viewerId);
  return null;
}
