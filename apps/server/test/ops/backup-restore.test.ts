import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyMigrations, codeMigrations, MIGRATIONS_DIR, NewerSchemaError, openDatabase } from '@mpx/db';
import { present } from '@mpx/shared';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { manifestSchema, type Manifest } from '../../src/backup/manifest';
import { restoreBackup } from '../../src/backup/restore';
import { createListing, dataUrl, png } from '../support/listings';
import { createMember, startTestApp } from '../support/test-app';
import { cli } from './run-cli';

const temp = (prefix: string) => mkdtempSync(join(tmpdir(), `mpx-${prefix}-`));
const manifestOf = (folder: string) => manifestSchema.parse(JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')));

/** Records the backup's database, changed on purpose, in its manifest: as if its checksum had been recomputed. */
function resealDatabase(folder: string) {
  const bytes = readFileSync(join(folder, 'app.db'));
  const manifest = manifestOf(folder);
  manifest.database = { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest));
}

/** Every file of a folder with its bytes, by name. */
const filesOf = (dir: string) => Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f))]));

// Each command runs as its own process (about 2-4 s each under load).
describe('npm run backup and npm run restore', { timeout: 90_000 }, async () => {
  const t = await startTestApp();
  const member = await createMember(t);
  const listing = await createListing(t, member, { photos: [dataUrl('image/png', await png(40, 30, '#aa3300'))] });
  const scratch = temp('backups');
  afterAll(async () => {
    await t.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** A fresh DATA_DIR, removed with the scratch folder. */
  const freshDir = () => mkdtempSync(join(scratch, 'data-'));
  /** A copy of the backup to damage. */
  const copyOf = (folder: string) => {
    const copy = join(mkdtempSync(join(scratch, 'copy-')), 'backup');
    cpSync(folder, copy, { recursive: true });
    return copy;
  };

  const made = cli('backup', ['kept'], t.dataDir, scratch).then(({ stdout }) => {
    const [name, ...others] = readdirSync(join(scratch, 'kept'));
    if (!name || others.length) throw new Error(`expected one backup folder, found ${String(name)} ${others.join(' ')}`);
    return { stdout, folder: join(scratch, 'kept', name) };
  });

  it('writes one folder named by its UTC time: a consistent database, the photos and a manifest with counts and checksums', async () => {
    const { stdout, folder } = await made;
    expect(folder).toMatch(/\/\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
    expect(stdout).toContain(`Restore it with: npm run restore -- ${folder}`);
    const manifest = manifestOf(folder);
    expect(manifest.counts).toEqual({ members: 1, listings: 1, photos: 2 });
    expect(manifest.schema.migration).toBe(codeMigrations(MIGRATIONS_DIR).at(-1)?.tag);
    expect(Object.keys(manifest.photos).sort()).toEqual(readdirSync(join(t.dataDir, 'uploads')).sort());
    const copy = new Database(join(folder, 'app.db'), { readonly: true });
    expect(copy.prepare('select brand from listings where id = ?').get(listing.listing_id)).toEqual({ brand: 'Bach' });
    // One self-contained file: the rollback journal, not WAL.
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    copy.close();
  });

  it('restores into a fresh DATA_DIR, saying what it did; photos come back byte for byte and the server starts on them', async () => {
    const { folder } = await made;
    const target = freshDir();
    const { stdout } = await cli('restore', [folder], target);
    expect(stdout).toContain("manifest, checksums of the database and 2 photos, and SQLite's integrity check all pass");
    expect(stdout).toContain(`(1 members, 1 listings, schema migration`);
    expect(stdout).toContain(`Restored 2 photo files`);
    expect(filesOf(join(target, 'uploads'))).toEqual(filesOf(join(t.dataDir, 'uploads')));

    const restored = await startTestApp({ DATA_DIR: target });
    try {
      const res = await restored.request({ method: 'GET', url: `/api/listings/${listing.listing_id}` });
      expect(res.statusCode).toBe(200);
      const photo = new URL(res.json<{ photos: string[] }>().photos[0] ?? '').pathname;
      const served = await restored.request({ method: 'GET', url: photo });
      expect(served.rawPayload.equals(readFileSync(join(t.dataDir, photo)))).toBe(true);
      const login = await restored.request({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } });
      expect(login.statusCode).toBe(200);
    } finally {
      await restored.app.close();
      restored.deps.db.$client.close();
    }
  });

  it('refuses a DATA_DIR that holds data unless --force, which moves that data aside; never one a running server has open', async () => {
    const { folder } = await made;
    const target = freshDir();
    await cli('restore', [folder], target);
    await expect(cli('restore', [folder], target)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`Nothing was restored. ${target} already holds data (1 members, 1 listings, 2 photo files)`),
    });
    const { stdout } = await cli('restore', [folder, '--force'], target);
    expect(stdout).toContain(`Moved the data that was in ${target}`);
    const aside = readdirSync(target).filter((f) => f.startsWith('replaced-'));
    expect(aside).toHaveLength(1);
    expect(readdirSync(join(target, aside[0] ?? '')).sort()).toEqual(['app.db', 'uploads']);

    // The test app's server has its database open.
    await expect(cli('restore', [folder, '--force'], t.dataDir)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is open in another process (a running server?). Stop the server first'),
    });
    expect(existsSync(join(t.dataDir, 'replaced-'))).toBe(false);
  });

  it.each([
    [
      'a photo changed',
      (b: string) => writeFileSync(join(b, 'uploads', readdirSync(join(b, 'uploads'))[0] ?? ''), 'not a photo'),
      'does not match the checksum',
    ],
    ['a photo missing', (b: string) => rmSync(join(b, 'uploads', readdirSync(join(b, 'uploads'))[0] ?? '')), 'is missing from the backup'],
    [
      'the database changed',
      (b: string) => {
        const bytes = readFileSync(join(b, 'app.db'));
        bytes.writeUInt8(bytes.readUInt8(bytes.length - 100) ^ 0xff, bytes.length - 100);
        writeFileSync(join(b, 'app.db'), bytes);
      },
      'The database does not match the checksum',
    ],
    ['the manifest missing', (b: string) => rmSync(join(b, 'manifest.json')), 'is not a backup: it has no manifest.json'],
    ['the manifest cut short', (b: string) => writeFileSync(join(b, 'manifest.json'), '{"format":1,'), 'is not valid JSON'],
  ])('refuses a damaged backup (%s) and leaves DATA_DIR as it was', async (_what, damage, message) => {
    const copy = copyOf((await made).folder);
    damage(copy);
    const target = freshDir();
    await expect(restoreBackup({ folder: copy, dataDir: target, force: true })).rejects.toThrow(new RegExp(message));
    expect(readdirSync(target)).toEqual([]);
  });

  it("refuses a damaged database whose checksum was recomputed, by SQLite's integrity check", async () => {
    const copy = copyOf((await made).folder);
    const db = new Database(join(copy, 'app.db'));
    const pageSize = Number(db.pragma('page_size', { simple: true }));
    const root = Number(db.prepare("select rootpage from sqlite_master where name = 'users'").pluck().get());
    db.close();
    const bytes = readFileSync(join(copy, 'app.db'));
    // Scramble the cell area of the users table's root page: a valid file with a broken b-tree.
    bytes.fill(0x7a, (root - 1) * pageSize + 16, root * pageSize - 8);
    writeFileSync(join(copy, 'app.db'), bytes);
    resealDatabase(copy);
    const target = freshDir();
    await expect(restoreBackup({ folder: copy, dataDir: target, force: true })).rejects.toThrow(/integrity check|cannot be read/);
    expect(readdirSync(target)).toEqual([]);
  });

  // Each file's checksum holds, but the manifest claims what the data does not hold: a restore
  // would print figures that are not so.
  const editedClaims: [string, (m: Manifest) => void, string][] = [
    ['members', (m) => (m.counts.members = 12), 'The manifest says 12 members but the database holds 1: the backup is damaged or was edited.'],
    ['listings', (m) => (m.counts.listings = 0), 'The manifest says 0 listings but the database holds 1: the backup is damaged or was edited.'],
    ['photos', (m) => (m.counts.photos = 3), 'The manifest says 3 photos but lists 2 photo files: the backup is damaged or was edited.'],
    [
      'schema migration',
      (m) => (m.schema = { migration: present(codeMigrations(MIGRATIONS_DIR)[0], 'the first migration').tag, created_at: m.schema.created_at }),
      `The manifest says schema migration ${codeMigrations(MIGRATIONS_DIR)[0]?.tag ?? ''} (created_at `,
    ],
    [
      'schema created_at',
      (m) => (m.schema = { migration: m.schema.migration, created_at: m.schema.created_at - 1 }),
      `but the database's newest is ${codeMigrations(MIGRATIONS_DIR).at(-1)?.tag ?? ''} (created_at ${codeMigrations(MIGRATIONS_DIR).at(-1)?.createdAt ?? ''}): the backup is damaged or was edited.`,
    ],
  ];
  it.each(editedClaims)(
    'refuses a backup whose manifest was edited (%s), saying what the data holds, and leaves DATA_DIR as it was',
    async (_what, edit, reason) => {
      const copy = copyOf((await made).folder);
      const manifest = manifestOf(copy);
      edit(manifest);
      writeFileSync(join(copy, 'manifest.json'), JSON.stringify(manifest));
      const target = freshDir();
      await expect(restoreBackup({ folder: copy, dataDir: target, force: true })).rejects.toThrow(reason);
      expect(readdirSync(target)).toEqual([]);
    },
  );

  it('says why on the command line, after "Nothing was restored."', async () => {
    const copy = copyOf((await made).folder);
    const manifest = manifestOf(copy);
    manifest.counts.members = 12;
    writeFileSync(join(copy, 'manifest.json'), JSON.stringify(manifest));
    const target = freshDir();
    await expect(cli('restore', [copy], target)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Nothing was restored. The manifest says 12 members but the database holds 1: the backup is damaged or was edited.'),
    });
    expect(readdirSync(target)).toEqual([]);
  });

  it('counts listings as the backup did: a deleted listing (kept in the table) is not one the manifest claims', async () => {
    const copy = copyOf((await made).folder);
    const db = new Database(join(copy, 'app.db'));
    db.prepare(
      "insert into listings (user_id, instrument_type, brand, model, condition, price_cents, description, status, created_at, updated_at) select user_id, instrument_type, brand, model, condition, price_cents, description, 'deleted', created_at, updated_at from listings",
    ).run();
    db.close();
    resealDatabase(copy);
    const target = freshDir();
    await restoreBackup({ folder: copy, dataDir: target, force: false });
    expect(readdirSync(target).sort()).toEqual(['app.db', 'uploads']);
  });

  it('refuses a backup from a newer release (a later migration), and the server refuses such a database', async () => {
    const copy = copyOf((await made).folder);
    const latest = codeMigrations(MIGRATIONS_DIR).at(-1);
    const manifest = manifestOf(copy);
    manifest.schema = { migration: '0999_from_the_future', created_at: (latest?.createdAt ?? 0) + 1000 };
    writeFileSync(join(copy, 'manifest.json'), JSON.stringify(manifest));
    const target = freshDir();
    await expect(cli('restore', [copy], target)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `This backup is from a newer release of the exchange (schema migration 0999_from_the_future; this code knows up to ${latest?.tag}). Upgrade the code first`,
      ),
    });
    expect(readdirSync(target)).toEqual([]);

    const db = openDatabase(join(copy, 'app.db'));
    db.$client.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run('future', (latest?.createdAt ?? 0) + 1000);
    expect(() => applyMigrations(db)).toThrow(NewerSchemaError);
    expect(() => applyMigrations(db)).toThrow(`newer than this code's last one (${latest?.tag})`);
    db.$client.close();
  });

  it('explains its usage', async () => {
    await expect(cli('restore', [], freshDir())).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run restore -- <backup folder> [--force]'),
    });
  });
});
