import type { Cast } from './cast';
import { FLAG_REASONS } from './lines';
import type { Stage } from './stage';
import { DAY, type Timeline } from './timeline';

/** Flags that stay pending whatever else happens: the admin's Flags tab always has work. */
const OPEN_FLAGS = 3;

/**
 * Members (the demo account among them) flag listings through the app, which notifies every
 * admin; the demo admin reviews or resolves the older ones, each review in the audit log.
 */
export function planFlags(t: Timeline, stage: Stage, cast: Cast, count: number): void {
  const { demo, admin, random } = cast;
  const flagged = new Set<string>();
  for (let i = 0; i < count; i++) {
    const recent = i < OPEN_FLAGS;
    const at = t.ago(recent ? 0.1 + random.next() * 3 : 3 + random.next() * 40);
    const reporter = i === OPEN_FLAGS ? demo : cast.someone();
    if (reporter === undefined) return;
    const listing = cast.find((l) => l.userId !== reporter && !flagged.has(`${reporter}:${l.id}`) && l.createdAt < at);
    if (!listing) continue;
    flagged.add(`${reporter}:${listing.id}`);
    const reason = random.pick(FLAG_REASONS);
    let flagId: number | undefined;
    t.add(at, async () => {
      flagId = (await stage.as(reporter).moderation.flag({ content_id: listing.id, reason })).flag_id;
    });
    // Of the older ones, a third each: reviewed, resolved, still pending.
    const status = (['reviewed', 'resolved', null] as const)[i % 3];
    if (recent || admin === null || !status) continue;
    t.add(at + Math.round((0.2 + random.next() * 2) * DAY), () => {
      if (flagId === undefined) throw new Error('a demo flag was reviewed before it was made');
      return stage.as(admin).moderation.setFlagStatus({ flag_id: flagId, status });
    });
  }
}
