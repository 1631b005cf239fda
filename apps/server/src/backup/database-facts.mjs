// What a backup's manifest records about its database, read from the database itself: by the
// copy worker when the backup is written, and by a restore when it checks the manifest's claims
// (verify.ts), so that both count the same way. Plain JavaScript like copy-worker.mjs, which
// imports it and runs unbundled from source (types: database-facts.d.mts).

/** @param {import('better-sqlite3').Database} db */
export function databaseFacts(db) {
  const one = (sql) => db.prepare(sql).pluck().get();
  return {
    members: one('select count(*) from users'),
    // A deleted listing stays in the table (a soft delete) but is no longer a listing.
    listings: one("select count(*) from listings where status <> 'deleted'"),
    // drizzle's `when` of the newest migration applied (what the manifest's schema names).
    migratedAt: one('select max(cast(created_at as integer)) from __drizzle_migrations'),
  };
}
