import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyMigrations, messages, notifications, openDatabase } from '@mpx/db';
import { afterAll, describe, expect, it } from 'vitest';
import type { Deps } from '../context';
import { Kept } from '../core/kept';
import { NO_LISTING_WATCHERS } from '../core/listing-watchers';
import { write } from '../core/write';
import { MemoryEventBus } from '../events/memory-bus';
import type { LiveEvent } from '../events/bus';
import { createMailer, fileTransport } from '../mail';
import { DiskPhotoStore, PhotoService } from '../photos';
import { insertMember } from '../testing/members';
import { sendMessage } from './service';

const dir = mkdtempSync(join(tmpdir(), 'mpx-messages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function realDeps(): Deps {
  const log = { info() {}, warn() {}, error() {} };
  const db = openDatabase(join(dir, 'app.db'));
  applyMigrations(db);
  return {
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
    mailer: createMailer(fileTransport(join(dir, 'mail'), 'n@x.io', log), log),
    log,
    photos: new PhotoService(new DiskPhotoStore(join(dir, 'uploads'), 'http://localhost:4000'), log),
    rateLimiter: { hit: () => 0 },
    events: new MemoryEventBus(),
    now: Date.now,
    kept: new Kept(),
    // These tests write no listings.
    listingWatchers: NO_LISTING_WATCHERS,
  };
}

/** Collects what a subscription of `userId` receives until `stop` aborts. */
function listen(deps: Deps, userId: number, stop: AbortController): LiveEvent[] {
  const received: LiveEvent[] = [];
  void (async () => {
    for await (const event of deps.events.subscribe(userId, stop.signal)) received.push(event);
  })();
  return received;
}

describe('sendMessage inside a larger write (how loans post their automatic messages)', () => {
  it('publishes nothing, stores nothing and notifies nobody when the surrounding write rolls back', async () => {
    const deps = realDeps();
    const add = (email: string) => insertMember(deps.db, email);
    const [alice, bob] = [add('a@x.io'), add('b@x.io')];
    const stop = new AbortController();
    const bobSees = listen(deps, bob.id, stop);
    const aliceSees = listen(deps, alice.id, stop);

    expect(() =>
      write(deps, (tx) => {
        sendMessage(deps, alice, { to_user_id: bob.id, content: 'never sent', listing_id: null }, { tx });
        throw new Error('the loan action failed');
      }),
    ).toThrow('the loan action failed');
    write(deps, (tx) => sendMessage(deps, alice, { to_user_id: bob.id, content: 'sent', listing_id: null }, { tx }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop.abort();

    expect(
      deps.db
        .select()
        .from(messages)
        .all()
        .map((m) => m.content),
    ).toEqual(['sent']);
    expect(deps.db.select().from(notifications).all()).toHaveLength(1);
    expect(bobSees.map((e) => e.type)).toEqual(['new_message', 'notification']);
    expect(aliceSees.map((e) => (e.type === 'new_message' ? e.message.content : e.type))).toEqual(['sent']);
  });
});
