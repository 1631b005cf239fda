import type { Deps } from '@mpx/api';
import type { Random } from '@mpx/shared';
import { planAdminChores } from './admin';
import { crowdWriter } from './bulk';
import { Cast } from './cast';
import { planDemoConversations } from './conversations';
import { crowdActivity } from './crowd';
import { planDemoDeals } from './deals';
import { planFlags } from './flags';
import { planCrowdLoans, planDemoLoans } from './loans';
import type { Members } from './members';
import { planNotificationReads } from './notifications';
import { planDemoSales } from './sales';
import { planSearches } from './searches';
import { planSetup } from './setup';
import { offerDemoListingsForLoan, planDemoExpiry, planDemoPause } from './shelf';
import { createStage } from './stage';
import { Timeline } from './timeline';
import { planWanted } from './wanted';
import { planWatchlist } from './watchlist';

/** The demo account's loan stories as lender, one listing each. */
const DEMO_LENDING = 7;

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, Math.round(value)));

/**
 * The marketplace's life over the last months, on top of the seeded members and listings: the
 * story the demo account and its counterparts act out through the app's own procedures (see
 * stage.ts), and the other members' conversations and ratings written in bulk, all in time order.
 */
export async function playStory(deps: Deps, random: Random, members: Members & { demoId: number }, photos: readonly string[], now: number): Promise<void> {
  offerDemoListingsForLoan(deps, members.demoId, DEMO_LENDING);
  const cast = new Cast(deps, members, random);
  const others = cast.others.length;

  const stage = createStage(deps);
  const t = new Timeline(now);
  // The demo account's scenes first: they take the listings they need before the crowd's loans.
  planDemoLoans(t, stage, cast);
  planDemoSales(t, stage, cast);
  planDemoDeals(t, stage, cast);
  planDemoPause(t, stage, cast);
  planDemoExpiry(t, stage, cast);
  planDemoConversations(t, stage, cast);
  planSearches(t, stage, cast, photos);
  planWatchlist(t, stage, cast, photos);
  planSetup(t, stage, cast, photos);
  planWanted(t, stage, cast);
  planCrowdLoans(t, stage, cast, clamp(others / 100, 4, 50));
  planFlags(t, stage, cast, clamp(others / 100, 6, 40));
  planAdminChores(t, stage, cast);
  planNotificationReads(t, stage, cast);

  // The others' own deals and chats, about listings no scene above uses, woven into the same
  // timeline so every id still grows with time.
  const writer = crowdWriter(deps, now);
  const listings = cast.untaken().filter((l) => l.userId !== cast.demo);
  for (const event of crowdActivity(random, { members: cast.others, listings, threads: clamp(others * 0.8, 0, 50_000), lines: [1, 6], now })) {
    t.addRow(event.at, () => writer.write(event));
  }
  await t.play(stage);
  writer.finish();
}
