import { access, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appliedMigration, codeMigrations, MIGRATIONS_DIR, type Db } from '@mpx/db';

/** The file the data-directory check writes and deletes again. */
export const READINESS_PROBE_FILE = '.readyz-probe';

export interface ReadinessTargets {
  sqlite: Db['$client'];
  dataDir: string;
  /** The web build the app serves (buildApp's webDist). */
  webDist: string;
  migrationsDir?: string;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** A file system error's code (EACCES, EROFS, ENOSPC…): what is wrong, without the path. */
function errorCode(err: unknown): string {
  return err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : errorText(err);
}

function migrationProblem(sqlite: Db['$client'], migrationsDir: string, newest: string, newestAt: number): string | null {
  const applied = appliedMigration(sqlite, migrationsDir);
  if (applied?.createdAt === newestAt) return null;
  if (applied && applied.createdAt > newestAt) {
    return `The database has schema migration ${applied.tag}, newer than this code's last one (${newest}): upgrade the code.`;
  }
  return `Schema migration ${newest} is not applied (the database has ${applied?.tag ?? 'none'}): restart the server to apply it.`;
}

/**
 * Whether this server can do its work, as a load balancer or an orchestrator asks before sending
 * it traffic: the database answers, has every migration of this code, the web app is built,
 * and DATA_DIR takes a write (photos, the outbox, SQLite's own files). Each probe answers the
 * first thing that fails, as a sentence for the operator; the answer is public, so it names the
 * setting, never a path or a secret. Null when ready.
 */
export function readinessCheck({ sqlite, dataDir, webDist, migrationsDir = MIGRATIONS_DIR }: ReadinessTargets): () => Promise<string | null> {
  // The code's migrations do not change while it runs.
  const newest = codeMigrations(migrationsDir).at(-1);
  const probe = join(dataDir, READINESS_PROBE_FILE);
  const index = join(webDist, 'index.html');
  return async () => {
    try {
      sqlite.prepare('select 1').get();
      const problem = newest ? migrationProblem(sqlite, migrationsDir, newest.tag, newest.createdAt) : null;
      if (problem) return problem;
    } catch (err) {
      return `The database does not answer: ${errorText(err)}.`;
    }
    try {
      await access(index);
    } catch {
      return 'The web app is not built (its index.html is missing): run npm run build, or npm start, which builds it.';
    }
    try {
      await writeFile(probe, 'ready?');
      await rm(probe, { force: true });
    } catch (err) {
      return `The data directory (DATA_DIR) is not writable: ${errorCode(err)}.`;
    }
    return null;
  };
}
