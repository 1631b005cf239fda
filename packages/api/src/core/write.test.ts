import { MemoryEventBus } from '../events/memory-bus';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyMigrations, openDatabase, users } from '@mpx/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Deps } from '../context';
import { createMailer, fileTransport } from '../mail';
import { DiskPhotoStore, PhotoService } from '../photos';
import { insertMember } from '../testing/members';
import { Kept } from './kept';
import { NO_LISTING_WATCHERS } from './listing-watchers';
import { write, writeAndSettle } from './write';

const dir = mkdtempSync(join(tmpdir(), 'mpx-write-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Real parts throughout: a migrated SQLite file, the file outbox, the disk photo store. */
function realDeps() {
  const errors: string[] = [];
  const log = { info() {}, warn() {}, error: (obj: object) => void errors.push(JSON.stringify(obj)) };
  const db = openDatabase(join(dir, `w${Math.random().toString(36).slice(2)}.db`));
  applyMigrations(db);
  const outbox = join(dir, `mail${Math.random().toString(36).slice(2)}`);
  const deps: Deps = {
    db,
    config: {
      publicUrl: 'http://localhost:4000',
      siteName: 'S',
      shortSiteName: 'S',
      contactEmail: 'c@x.io',
      mailFrom: 'n@x.io',
      maxActiveListings: 20,
      listingExpiryDays: 60,
      offerHours: 48,
      dataDir: dir,
    },
    mailer: createMailer(fileTransport(outbox, 'n@x.io', log), log),
    log,
    photos: new PhotoService(new DiskPhotoStore(join(dir, 'uploads'), 'http://localhost:4000'), log),
    rateLimiter: { hit: () => 0 },
    events: new MemoryEventBus(),
    now: Date.now,
    kept: new Kept(),
    // These tests write no listings.
    listingWatchers: NO_LISTING_WATCHERS,
  };
  const addUser = (email: string) => insertMember(db, email);
  return { deps, errors, outbox, addUser };
}

describe('write', () => {
  it('runs after-commit work once the transaction commits, in the order it was scheduled', () => {
    const { deps, addUser } = realDeps();
    const seen: string[] = [];
    const user = write(deps, (tx) => {
      tx.afterCommit(() => void seen.push(`first: ${deps.db.select().from(users).all().length} user`));
      const created = addUser('a@x.io');
      tx.afterCommit(() => void seen.push('second'));
      expect(seen).toEqual([]);
      return created;
    });
    expect(seen).toEqual(['first: 1 user', 'second']);
    expect(user.email).toBe('a@x.io');
  });

  it('a write that throws rolls back and runs none of its after-commit work', async () => {
    const { deps, addUser, outbox } = realDeps();
    let ran = false;
    expect(() =>
      write(deps, (tx) => {
        addUser('b@x.io');
        tx.afterCommit(() => void (ran = true));
        tx.sendMail({ to: 'b@x.io', subject: 'Hi', text: 't', html: '<p>t</p>' }, 'test');
        throw new Error('refused');
      }),
    ).toThrow('refused');
    await deps.mailer.flush();
    expect(ran).toBe(false);
    expect(deps.db.select().from(users).where(eq(users.email, 'b@x.io')).all()).toEqual([]);
    expect(() => readdirSync(outbox)).toThrow();
  });

  it('sends scheduled mail after commit without waiting for it', async () => {
    const { deps, outbox } = realDeps();
    write(deps, (tx) => tx.sendMail({ to: 'c@x.io', subject: 'Hello', text: 'body', html: '<p>body</p>' }, 'test'));
    await deps.mailer.flush();
    expect(readdirSync(outbox)).toHaveLength(1);
  });

  it('a failing after-commit task is logged; the committed write stands and later tasks still run', async () => {
    const { deps, errors, addUser } = realDeps();
    let later = false;
    await writeAndSettle(deps, (tx) => {
      addUser('d@x.io');
      tx.afterCommit(() => {
        throw new Error('boom');
      });
      tx.afterCommit(async () => Promise.reject(new Error('async boom')));
      tx.afterCommit(() => void (later = true));
    });
    expect(later).toBe(true);
    expect(deps.db.select().from(users).where(eq(users.email, 'd@x.io')).all()).toHaveLength(1);
    expect(errors.join()).toContain('boom');
    expect(errors.join()).toContain('async boom');
  });

  it('writeAndSettle waits for asynchronous after-commit work; write does not', async () => {
    const { deps } = realDeps();
    let finished = false;
    const slow = () => new Promise<void>((resolve) => setTimeout(() => ((finished = true), resolve()), 20));
    write(deps, (tx) => tx.afterCommit(slow));
    expect(finished).toBe(false);
    await writeAndSettle(deps, (tx) => tx.afterCommit(slow));
    expect(finished).toBe(true);
  });
});
