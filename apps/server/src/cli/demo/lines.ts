import type { Random } from '@mpx/shared';
import type { ListingRef } from './cast';
import { SUBURBS } from './catalogue';

/** A conversation as it would go: who speaks (0 starts, 1 answers) and what they say. */
export type Script = readonly (readonly [0 | 1, string])[];

/** A buyer (0) asking a seller (1) about a listing. */
export const ENQUIRIES: readonly Script[] = [
  [
    [0, 'Hi, is the {item} still available?'],
    [1, "Hi! Yes, it's still here."],
    [0, 'Great. How is the plating on the rim?'],
    [1, 'Light wear on the rim only, it plays perfectly. Happy to send more photos.'],
    [0, 'Photos would be great, thanks.'],
    [1, 'Sent a couple more by email. Let me know what you think!'],
  ],
  [
    [0, 'Hi! Could I try the {item} before buying? I rehearse in {suburb}.'],
    [1, 'Sure, I can bring it along on Thursday night.'],
    [0, 'Perfect, see you then.'],
    [1, 'No worries, see you Thursday.'],
  ],
  [
    [0, "How does the {item} compare with a Bach 3C? I'm after something a little brighter."],
    [1, 'Similar rim, a bit shallower cup, so yes: brighter, and the high notes slot easily.'],
    [0, 'Sounds like what I need. Is the price firm?'],
    [1, 'I can take $10 off if you pick it up.'],
  ],
  [
    [0, 'Would you swap the {item} for a Denis Wick 4 in very good condition?'],
    [1, "Thanks for the offer, but I'd rather sell it outright."],
    [0, 'Fair enough, good luck with the sale!'],
  ],
];

/** A buyer (0) and a seller (1) agreeing on a sale, the last line before the listing is marked sold. */
export const SALES: readonly Script[] = [
  [
    [0, 'Would you take {offer} for the {item}?'],
    [1, 'I could do {counter} with tracked postage included.'],
    [0, "Deal. I'll pay through your payment link."],
    [1, "Payment received, thanks! It's going in the post tomorrow morning."],
  ],
  [
    [0, "Hi, I'd like to buy the {item} if it's still available."],
    [1, 'It is! Postage is $10 tracked, or pick up from {suburb}.'],
    [0, 'Pick up please, I work nearby. Saturday morning?'],
    [1, "Saturday works. I'll mark it sold, see you then."],
  ],
];

/** Two members chatting outside any listing (the general thread). */
export const CHATS: readonly Script[] = [
  [
    [0, 'Hi! Great playing at the {suburb} band contest on the weekend.'],
    [1, 'Thanks! It was a long day but a good one.'],
    [0, 'What mouthpiece were you using on the solo? It sounded huge.'],
    [1, "A Denis Wick 4 at the moment. I'm thinking of trying something deeper though."],
    [0, 'Let me know if you want to borrow one of mine to try.'],
  ],
  [
    [0, 'Are you still after a deeper cup for your euph? I might have one coming up.'],
    [1, 'Yes! What size is it?'],
    [0, "A 4AM, barely used. I'll list it this week."],
    [1, "Great, I'll keep an eye out."],
  ],
];

/** What a member writes when the script has run out and the thread goes on. */
const FOLLOW_UPS = ['Thanks again!', 'Sounds good.', 'Cheers, talk soon.', 'Great, thanks for letting me know.'];

/** A loan request's notes (null: none). */
export const LOAN_NOTES: readonly (string | null)[] = [
  'For a trial before I buy my own.',
  'Borrowing it for the state championships, I will look after it.',
  'My student wants to try a shallower cup for a few weeks.',
  null,
];

/** Rating comments by stars. */
export const RATING_COMMENTS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  5: ['Smooth deal, exactly as described. Thanks!', 'Great communication and fast postage.', 'Lovely mouthpiece, packed really well.'],
  4: ['Good condition, a little more wear than the photos showed.', 'All good, took a few days to post.'],
  3: ['Took a while to reply, but got there in the end.', 'Mouthpiece fine, postage was slow.'],
  2: ['Plating wear was worse than described.'],
  1: ['Only posted after I chased it up twice.'],
};

export const FLAG_REASONS: readonly string[] = [
  'The photos look like they are from another listing.',
  'Price looks like a typo for this model.',
  'Seller asked me to pay by bank transfer to a different name.',
  'Same mouthpiece listed twice by this seller.',
  'Described as a trombone mouthpiece but the photos show a trumpet one.',
];

export const STARS = [
  [5, 60],
  [4, 25],
  [3, 9],
  [2, 4],
  [1, 2],
] as const;

export function ratingComment(random: Random, stars: 1 | 2 | 3 | 4 | 5): string {
  return random.pick(RATING_COMMENTS[stars]);
}

/** The `n` lines of a script, going on with follow-ups past its end, the speakers alternating. */
export function linesOf(random: Random, script: Script, n: number): (readonly [0 | 1, string])[] {
  const lines = script.slice(0, n);
  while (lines.length < n) lines.push([lines.length % 2 === 0 ? 0 : 1, random.pick(FOLLOW_UPS)]);
  return lines;
}

/** A script line about this listing: its name, a price offer and a suburb. */
export function fill(random: Random, text: string, listing: ListingRef | null): string {
  const dollars = (listing?.priceCents ?? 10_000) / 100;
  const round = (value: number) => `$${Math.max(5, Math.round(value / 5) * 5)}`;
  return text
    .replace('{item}', listing ? `${listing.brand} ${listing.model}` : 'mouthpiece')
    .replace('{offer}', round(dollars * 0.85))
    .replace('{counter}', round(dollars * 0.93))
    .replace('{suburb}', random.pick(SUBURBS));
}
