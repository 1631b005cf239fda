import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { dataUrl, listingBody, png } from '../support/listings';
import { createAdmin, createMember, startTestApp } from '../support/test-app';
import { call, referencesTo } from './support';

/**
 * A user delete racing a listing create by that user (the create spends a while on its photo
 * before its write): whichever commits first, the answers are 200 and 201 or 401, never a 500
 * or a foreign-key failure, and nothing of the user's survives, photo files included.
 */
describe('a user delete racing a new listing of theirs', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const admin = await createAdmin(t);
  const uploads = () => new Set(readdirSync(join(t.dataDir, 'uploads'), { withFileTypes: true }).map((f) => f.name));

  it.each([0, 1, 3, 8, 15, 30, 60])('the delete starting %i ms after the create', async (delayMs) => {
    const victim = await createMember(t);
    const photo = dataUrl('image/png', await png(40 + delayMs, 40, '#335577'));
    const filesBefore = uploads();
    const [created, deleted] = await Promise.all([
      t.request({ method: 'POST', url: '/api/listings', headers: victim.auth, payload: listingBody({ photos: [photo] }) }),
      sleep(delayMs).then(() => call(t, admin, 'DELETE', `/api/admin/users/${victim.id}?force=true`)),
    ]);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect([201, 401], created.body).toContain(created.statusCode);
    if (created.statusCode === 401) expect(created.json()).toEqual({ error: 'Invalid or expired token.' });

    const refs = referencesTo(t.deps.db, 'users', victim.id);
    expect(refs).toEqual(Object.fromEntries(Object.keys(refs).map((k) => [k, 0])));
    if (created.statusCode === 201) {
      const listingRefs = referencesTo(t.deps.db, 'listings', Number(created.json().listing_id));
      expect(listingRefs).toEqual(Object.fromEntries(Object.keys(listingRefs).map((k) => [k, 0])));
    }
    // The photo stored for the create is gone either way: removed after the delete, or by the failed create itself.
    expect([...uploads()].filter((f) => !filesBefore.has(f))).toEqual([]);
    expect((await call(t, victim, 'GET', '/api/listings?user_id=me')).statusCode).toBe(401);
  });
});
