import type { WantedInput } from '@mpx/shared';
import type { Cast } from './cast';
import type { Stage } from './stage';
import type { Timeline } from './timeline';

/**
 * The wanted board (issue 31): the demo account wants a Schilke 14 nearby, and a few other
 * members want a size or a rim range (one with a cup word), so the board has posts of each kind and the demo account's
 * listings may show "members want this". Posted within the last 90 days, so all are open.
 */
const DEMO_WANTED: WantedInput = {
  instrument_type: 'Trumpet',
  like: 'Schilke 14',
  near: '3000',
  within_km: 50,
  note: 'For lead work; happy to try one first.',
};
const OTHERS_WANTED: WantedInput[] = [
  { instrument_type: 'Trumpet', like: 'Bach 3C', price_max: 150 },
  { instrument_type: 'Cornet', like: 'Denis Wick 4B', note: 'Any finish.' },
  { instrument_type: 'Tenor Trombone', rim_min: 25.5, rim_max: 26.0, cup: 'deep' },
  { instrument_type: 'Trumpet', rim_min: 16.8, rim_max: 17.1, note: 'A bigger rim than my 7C.' },
  { instrument_type: 'Tuba', rim_min: 32.0, rim_max: 33.0, note: 'A Helleberg-size rim, please.' },
];

export function planWanted(t: Timeline, stage: Stage, cast: Cast): void {
  t.add(t.ago(12), () => stage.as(cast.demo).wanted.create(DEMO_WANTED));
  OTHERS_WANTED.forEach((post, i) => {
    const member = cast.others[i % Math.max(1, cast.others.length)];
    if (member !== undefined) t.add(t.ago(30 - i * 4), () => stage.as(member).wanted.create(post));
  });
}
