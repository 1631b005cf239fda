import type { Cast } from './cast';
import type { Stage } from './stage';
import type { Timeline } from './timeline';

/**
 * Members open their notification menu now and then: what came before has been read, the last
 * days' news has not (the demo account looked yesterday: its offers keep it busy). Planned last, once the story knows everyone it involves.
 */
export function planNotificationReads(t: Timeline, stage: Stage, cast: Cast): void {
  const { demo, admin, random } = cast;
  t.add(t.ago(1), () => stage.as(demo).notifications.markAllRead());
  if (admin !== null) t.add(t.ago(5), () => stage.as(admin).notifications.markAllRead());
  for (const member of cast.involved) t.add(t.ago(2 + random.next()), () => stage.as(member).notifications.markAllRead());
}
