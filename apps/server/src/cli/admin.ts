import { users } from '@mpx/db';
import { eq, sql } from 'drizzle-orm';
import { fail, openData } from './open-data';

/**
 * `npm run admin -- <email> [--revoke]`: grants (or removes) admin rights on an existing account.
 * This is how an operator creates the first admin; later admins can be made from /admin.
 */
const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const unknown = args.filter((a) => a.startsWith('--') && a !== '--revoke');
const email = args
  .find((a) => !a.startsWith('--'))
  ?.trim()
  .toLowerCase();
if (!email || unknown.length > 0) fail('Usage: npm run admin -- <email> [--revoke]', 2);

const { config, db } = openData();
const user = db
  .select()
  .from(users)
  .where(sql`lower(${users.email}) = ${email}`)
  .get();
if (!user) fail(`No account uses ${email} in ${config.dataDir}. Register it on the site first, then run this again.`);

db.update(users).set({ isAdmin: !revoke }).where(eq(users.id, user.id)).run();
console.log(revoke ? `${user.email} is no longer an admin.` : `${user.email} is now an admin.`);
if (!revoke && !user.emailVerified) {
  console.log('Note: this account has not verified its email yet, so it cannot log in until it does.');
}
db.$client.close();
