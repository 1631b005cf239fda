import type { Random } from '@mpx/shared';
import type { Cast, ListingRef } from './cast';
import { CHATS, ENQUIRIES, fill, linesOf, type Script } from './lines';
import type { Stage } from './stage';
import { MINUTE, type Timeline } from './timeline';

export interface Talk {
  /** Who says line 0 of the script, and who answers. */
  speakers: readonly [number, number];
  listing: ListingRef | null;
  script: Script;
  lines: number;
  /** The first and the last line's times; the others fall in between. */
  from: number;
  to: number;
  /** When the last line's recipient reads it; null leaves it unread. */
  lastReadAt: number | null;
}

/**
 * A conversation through the app's own calls: each line is sent as its speaker, and whoever
 * answers opens the thread first (marking it read, as the conversation page does), so a thread
 * is unread exactly where its last recipient has not answered or opened it yet.
 */
export function talk(t: Timeline, stage: Stage, random: Random, scene: Talk): void {
  const lines = linesOf(random, scene.script, scene.lines);
  const listingId = scene.listing?.id ?? null;
  const step = lines.length > 1 ? (scene.to - scene.from) / (lines.length - 1) : 0;
  const read = (reader: number, other: number) => () => stage.as(reader).messages.markThreadRead({ user_id: other, listing_id: listingId });
  lines.forEach(([speaker, text], i) => {
    const from = scene.speakers[speaker];
    const to = scene.speakers[speaker === 0 ? 1 : 0];
    const at = Math.round(scene.from + i * step);
    const previous = lines[i - 1];
    if (previous && previous[0] !== speaker) t.add(at - Math.min(5 * MINUTE, Math.floor(step / 2)), read(from, to));
    const content = fill(random, text, scene.listing);
    t.add(at, () => stage.as(from).messages.send({ to_user_id: to, content, listing_id: listingId }));
  });
  const last = lines.at(-1);
  if (last && scene.lastReadAt !== null) {
    const reader = scene.speakers[last[0] === 0 ? 1 : 0];
    t.add(scene.lastReadAt, read(reader, scene.speakers[last[0]]));
  }
}

/**
 * The demo account's own conversations, beside those its loans and sales start: buyers asking
 * about its listings, a chat with a bandmate, a question it asked a seller. Recent ones wait
 * unread on either side; older ones have been read.
 */
export function planDemoConversations(t: Timeline, stage: Stage, cast: Cast): void {
  const { demo, random } = cast;
  const forSale = (start: number) => (l: ListingRef) => l.status === 'active' && l.createdAt < start;
  // `waiting`: whose turn it is to read the last line; null when both have read it.
  const scenes: {
    daysAgo: [number, number];
    demoStarts: boolean;
    listing: 'mine' | 'theirs' | null;
    scripts: readonly Script[];
    waiting: 'demo' | 'other' | null;
  }[] = [
    // A buyer's questions about one of its listings, the last one still unread by the demo.
    { daysAgo: [3, 0.2], demoStarts: false, listing: 'mine', scripts: ENQUIRIES, waiting: 'demo' },
    // A bandmate's chat, answered until yesterday.
    { daysAgo: [2.5, 0.8], demoStarts: false, listing: null, scripts: CHATS, waiting: 'demo' },
    // The demo asked a seller, who has not opened it yet.
    { daysAgo: [6, 5], demoStarts: true, listing: 'theirs', scripts: ENQUIRIES, waiting: 'other' },
    // Settled, read on both sides.
    { daysAgo: [20, 18], demoStarts: false, listing: 'mine', scripts: ENQUIRIES, waiting: null },
    { daysAgo: [40, 38], demoStarts: true, listing: null, scripts: CHATS, waiting: null },
  ];
  for (const scene of scenes) {
    const from = t.ago(scene.daysAgo[0]);
    const to = t.ago(scene.daysAgo[1]);
    const listing =
      scene.listing === null
        ? null
        : scene.listing === 'mine'
          ? cast.find(forSale(from), cast.ownedBy(demo))
          : cast.find((l) => l.userId !== demo && forSale(from)(l));
    if (scene.listing !== null && !listing) continue;
    const other = scene.listing === 'theirs' && listing ? cast.involve(listing.userId) : cast.someone();
    if (other === undefined) continue;
    const script = random.pick(scene.scripts);
    // Lines alternate from speaker 0: the count decides who wrote the last one.
    const lastBy = (n: number) => ((n % 2 === 1) === scene.demoStarts ? 'demo' : 'other');
    const lines = scene.waiting === null || lastBy(script.length) !== scene.waiting ? script.length : script.length - 1;
    talk(t, stage, random, {
      speakers: scene.demoStarts ? [demo, other] : [other, demo],
      listing: listing ?? null,
      script,
      lines,
      from,
      to,
      lastReadAt: scene.waiting === null ? to + 30 * MINUTE : null,
    });
  }
}
