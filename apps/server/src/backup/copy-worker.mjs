// The database part of a backup, on a thread of its own (ADR 017). Plain JavaScript so that the
// server runs it as is from source and from the bundle (build.mjs emits dist/copy-worker.mjs).
import { createHash } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { setPriority } from 'node:os';
import { pipeline } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { databaseFacts } from './database-facts.mjs';

const { source, target } = workerData;

// On Linux a nice value is per thread: this one yields the CPU (and, with most I/O schedulers,
// the disk) to the thread serving requests. Elsewhere it may apply to the process: skip it there.
if (process.platform === 'linux') {
  try {
    setPriority(19);
  } catch {
    // Not permitted: the copy runs at normal priority.
  }
}

const live = new Database(source, { fileMustExist: true, timeout: 5000 });
try {
  // Every page in one step: one read snapshot of the WAL database, so the copy is consistent
  // and the server's writes meanwhile neither wait nor restart it.
  await live.backup(target, { progress: () => 0x7fffffff });
} finally {
  live.close();
}

const copy = new Database(target, { fileMustExist: true });
let facts;
try {
  // One self-contained file (a rollback journal, not WAL): the .db alone is the whole database.
  copy.pragma('journal_mode = DELETE');
  facts = databaseFacts(copy);
} finally {
  copy.close();
}

// Its checksum too: hashing tens of megabytes is work the event loop need not do.
const hash = createHash('sha256');
await pipeline(createReadStream(target), hash);
parentPort.postMessage({ ...facts, bytes: statSync(target).size, sha256: hash.digest('hex') });
