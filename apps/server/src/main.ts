// First: the heap policy applies before anything else allocates.
import './memory-mode';
import { settleAfterAnswer, warmBrowseCatalog } from '@mpx/api';
import { NewerSchemaError } from '@mpx/db';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { createDeps } from './deps';
import { createLogger, prettyLogs } from './logging';
import { secretMask } from './secrets';

/**
 * `npm start`: validate the settings, open and migrate the database, then listen. SIGTERM and
 * SIGINT stop accepting connections, let requests in flight finish, deliver queued email and
 * close the database cleanly.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel, { pretty: prettyLogs(config.logFormat, process.stdout.isTTY), mask: secretMask(config) });
  const deps = createDeps(config, log);
  const app = await buildApp({ config, deps, logger: log });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      // Work deferred past its answer (a password reset) runs, and its mail goes, before the database closes.
      await settleAfterAnswer(deps);
      deps.mailer.close();
      deps.db.$client.close();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.siteName} is running at ${config.publicUrl} (data in ${config.dataDir})`);
  // Load the browse catalog now rather than in the first visitor's request (~0.3 s at 50,000 listings).
  setImmediate(() => warmBrowseCatalog(deps));
}

main().catch((err) => {
  // A database from a newer release: the message says what to do, a stack trace would bury it.
  console.error(err instanceof NewerSchemaError ? err.message : err);
  process.exit(1);
});
