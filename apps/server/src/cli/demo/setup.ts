import type { ListingInput, SetupInput } from '@mpx/shared';
import type { Cast } from './cast';
import type { Stage } from './stage';
import type { Timeline } from './timeline';

/**
 * The demo account's setup (issue 31): the Bach 3C its first saved search starts from, a piece
 * the size table does not know (kept as typed), and a cornet measured by hand; shown publicly.
 */
const DEMO_SETUP: SetupInput = {
  show_setup: true,
  pieces: [
    { instrument_type: 'Trumpet', brand: 'Bach', size: '3C', current: true },
    { instrument_type: 'Trumpet', brand: 'Yamaha', size: '11C4' },
    { instrument_type: 'Trumpet', brand: 'Bach', size: '7X' },
    { instrument_type: 'Cornet', brand: 'Denis Wick', rim_mm: 16.5, current: true },
  ],
};

/**
 * Listed by other members since, so both of the demo account's For you rows (api §26) hold a
 * card whatever the catalogue drew: Denis Wick's own equivalent of its Bach 3C, and a cornet
 * piece with the rim it measured on its cornet.
 */
const FOR_YOU: { daysAgo: number; listing: Omit<ListingInput, 'photos'> }[] = [
  {
    daysAgo: 3,
    listing: {
      instrument_type: 'Trumpet',
      brand: 'Denis Wick',
      model: 'Classic',
      size: '3C',
      condition: 'Excellent',
      price: 95,
      description: 'Denis Wick 3C, the maker’s own match for a Bach 3C. Barely played, in its pouch.',
      open_to_swap: true,
      open_to_loan: false,
    },
  },
  {
    daysAgo: 2,
    listing: {
      instrument_type: 'Cornet',
      brand: 'Bach',
      model: 'Classic',
      size: '2C',
      condition: 'Good',
      price: 70,
      description: 'Bach 2C cornet mouthpiece, silver plate worn on the rim. Posted tracked.',
      open_to_swap: false,
      open_to_loan: true,
    },
  },
];

export function planSetup(t: Timeline, stage: Stage, cast: Cast, photos: readonly string[]): void {
  t.add(t.ago(45), () => stage.as(cast.demo).setup.save(DEMO_SETUP));
  const activeOf = new Map<number, number>();
  for (const l of cast.listings) if (l.status === 'active') activeOf.set(l.userId, (activeOf.get(l.userId) ?? 0) + 1);
  const full = [...activeOf].filter(([, n]) => n >= stage.deps.config.maxActiveListings - 1).map(([id]) => id);
  for (const { daysAgo, listing } of FOR_YOU) {
    const seller = cast.someone(full);
    if (seller === undefined) break;
    const photo = photos.length === 0 ? [] : [stage.deps.photos.url(cast.random.pick(photos), 'full')];
    t.add(t.ago(daysAgo), () => stage.as(seller).listings.create({ ...listing, photos: photo }));
  }
}
