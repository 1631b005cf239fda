import { parseArgs } from 'node:util';
import { users } from '@mpx/db';
import { present } from '@mpx/shared';
import { count } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { createDeps } from '../deps';
import { createLogger } from '../logging';
import { secretMask } from '../secrets';
import { DEMO_ADMIN_LOGIN, DEMO_LOGIN, seedDemo } from './demo/seed';

const USAGE = `Usage: npm run seed:demo -- [--listings <n>] [--members <m>] [--force]

Fills DATA_DIR with demo members and listings (photos included), and the months of
conversations, loans, ratings, flags, saved searches and notifications around them.
  --listings <n>  listings to create (default 2000)
  --members <m>   members to create (default 200)
  --force         add to a database that already has users`;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new ConfigError(`--${name} must be a positive whole number\n\n${USAGE}`);
  return Number(value);
}

async function main() {
  const { values } = parseArgs({
    options: { listings: { type: 'string' }, members: { type: 'string' }, force: { type: 'boolean', default: false }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(USAGE);
  const listings = positive('listings', values.listings, 2000);
  const members = positive('members', values.members, 200);
  const config = loadConfig();
  const deps = createDeps(config, createLogger('warn', { mask: secretMask(config) }));
  try {
    const existing = present(deps.db.select({ n: count() }).from(users).get(), 'the row of count()').n;
    if (existing > 0 && !values.force) {
      throw new ConfigError(`The database in ${config.dataDir} already has ${existing} users. Use --force to add demo data anyway.`);
    }
    const result = await seedDemo(deps, { listings, members, log: (line) => console.log(line) });
    console.log(
      `Seeded ${result.members} members and ${result.listings} listings (${result.photos} distinct photos) into ${config.dataDir} in ${(result.ms / 1000).toFixed(1)} s.`,
    );
    const a = result.activity;
    console.log(
      `Activity: ${a.messages} messages in ${a.threads} threads, ${a.loans} loans, ${a.ratings} ratings, ${a.flags} flags, ${a.savedSearches} saved searches, ${a.wantedPosts} wanted posts, ${a.notifications} notifications.`,
    );
    console.log(`Log in as ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password} (every demo member uses that password); the admin is ${DEMO_ADMIN_LOGIN.email}.`);
  } finally {
    deps.db.$client.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
