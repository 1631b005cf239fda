import type { Deps } from '@mpx/api';
import type { Random, State } from '@mpx/shared';
import { placedPostcodesOf } from '@mpx/shared/places';
import { FIRST_NAMES, LAST_NAMES, NICKNAMES, STATES } from './catalogue';

export const DEMO_LOGIN = { email: 'demo@example.com', password: 'demo1234' } as const;
/** Shares the members' password: a demo database is never a production one. */
export const DEMO_ADMIN_LOGIN = { email: 'demo-admin@example.com', password: DEMO_LOGIN.password } as const;

const DAY = 24 * 60 * 60 * 1000;
/** Rows per transaction: large enough to amortise commits, small enough to keep the WAL modest. */
const BATCH = 5_000;
/** Accounts registered this week that have not verified their address yet: the admin's to-do. */
const NEWCOMERS = 3;

interface Account {
  email: string;
  name: string;
  nickname: string | null;
  state: State;
  postcode: string;
  paypal: string | null;
  verified: boolean;
  admin: boolean;
  joined: number;
}

export interface Members {
  /** Verified members in creation order; the demo account first when this run created it. */
  ids: number[];
  demoId: number | null;
  adminId: number | null;
  newcomerIds: number[];
}

/**
 * Verified members across the states, the demo login among them unless a previous run made it,
 * the demo admin, and a few newcomers still to verify. Every account shares one password hash.
 */
export function insertMembers(deps: Deps, random: Random, count: number, passwordHash: string, now: number): Members {
  const client = deps.db.$client;
  const insert = client.prepare<unknown[], never>(
    `INSERT INTO users (email, password_hash, name, nickname, location_state, location_postcode, paypal_link,
       email_notifications, email_verified, is_admin, status, join_date)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, 'active', ?)`,
  );
  const add = (a: Account) =>
    Number(insert.run(a.email, passwordHash, a.name, a.nickname, a.state, a.postcode, a.paypal, a.verified ? 1 : 0, a.admin ? 1 : 0, a.joined).lastInsertRowid);
  const exists = client.prepare<[string], number>('SELECT id FROM users WHERE lower(email) = ?').pluck();
  const makeDemo = exists.get(DEMO_LOGIN.email) === undefined;
  const makeAdmin = exists.get(DEMO_ADMIN_LOGIN.email) === undefined;

  // Addresses unique to this run, so `--force` can add a second batch beside the first.
  const run = now.toString(36);
  const ids: number[] = [];
  for (let start = 0; start < count; start += BATCH) {
    client.transaction(() => {
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        const person = drawPerson(random, now, `${run}${i}`, random.int(30, 720));
        const demo = i === 0 && makeDemo;
        ids.push(
          add({
            ...person,
            ...(demo ? { email: DEMO_LOGIN.email, nickname: 'DemoPlayer', paypal: 'https://paypal.me/DemoPlayer' } : {}),
            verified: true,
            admin: false,
          }),
        );
      }
    })();
  }

  const extras = client.transaction(() => {
    const adminId = makeAdmin
      ? add({ ...drawPerson(random, now, `${run}a`, 400), email: DEMO_ADMIN_LOGIN.email, name: 'Alex Moderator', nickname: null, verified: true, admin: true })
      : null;
    const newcomerIds = Array.from({ length: NEWCOMERS }, (_, i) => add({ ...drawPerson(random, now, `${run}n${i}`, i + 1), verified: false, admin: false }));
    return { adminId, newcomerIds };
  })();
  return { ids, demoId: makeDemo && ids.length > 0 ? (ids[0] ?? null) : null, ...extras };
}

/** A member as they would register: name, location, maybe a nickname and a payment link. */
function drawPerson(random: Random, now: number, unique: string, daysAgo: number): Omit<Account, 'verified' | 'admin'> {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const [state] = random.weighted(STATES.map((s) => [s, s[1]] as const));
  // A real postcode of the state, so distance browsing means something in the demo (api §20).
  const postcode = random.pick(placedPostcodesOf(state));
  const nickname = random.chance(0.3) ? `${random.pick(NICKNAMES)}${random.int(1, 99)}` : null;
  const paypal = random.chance(0.45) ? `https://paypal.me/${first}${last}${random.int(1, 999)}`.replace(/[^A-Za-z0-9:/.]/g, '').slice(0, 38) : null;
  return {
    email: `${first}.${last}.${unique}@example.com`.toLowerCase().replace(/'/g, ''),
    name: `${first} ${last}`,
    nickname,
    state,
    postcode,
    paypal,
    joined: now - daysAgo * DAY - random.int(0, DAY),
  };
}
