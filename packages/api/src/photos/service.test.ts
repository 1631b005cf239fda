import { openDatabase, applyMigrations, listingPhotos, listings } from '@mpx/db';
import { present } from '@mpx/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { validationIssues } from '../errors';
import { insertMember } from '../testing/members';
import { photoFileName, type PhotoVariant } from './names';
import { PhotoService } from './service';
import type { EncodedPhoto, PhotoStore } from './store';

/** A store in memory whose deletions can be held open, to reproduce races deterministically. */
class MemoryStore implements PhotoStore {
  readonly files = new Map<string, { photo: EncodedPhoto; storedAt: number }>();
  holdDeletes: Promise<void> | null = null;
  saves = 0;
  async save(name: string, photo: EncodedPhoto) {
    this.saves++;
    this.files.set(name, { photo, storedAt: Date.now() });
  }
  async exists(name: string) {
    return this.files.has(name);
  }
  async delete(name: string) {
    await this.holdDeletes;
    this.files.delete(name);
  }
  url(name: string, variant: PhotoVariant) {
    return `https://cdn.example/${photoFileName(name, variant)}`;
  }
  nameFromUrl(url: string) {
    const m = /^https:\/\/cdn\.example\/([0-9a-f]{32})\.webp$/.exec(url);
    return m?.[1] ?? null;
  }
  async *list() {
    for (const [name, { storedAt }] of this.files) yield { name, storedAt };
  }
}

function setup() {
  const db = openDatabase(':memory:');
  applyMigrations(db);
  const store = new MemoryStore();
  return { db, store, photos: new PhotoService(store, silentLogger) };
}

const png = async (colour = '#808080', width = 20, height = 10) =>
  `data:image/png;base64,${(
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

function reference(db: ReturnType<typeof setup>['db'], name: string) {
  const user = insertMember(db, `${name}@x.io`);
  const listing = db
    .insert(listings)
    .values({
      userId: user.id,
      instrumentType: 'T',
      brand: 'B',
      model: 'M',
      condition: 'Good',
      priceCents: 100,
      description: 'dddddddddd',
      createdAt: 1,
      updatedAt: 1,
    })
    .returning()
    .get();
  db.insert(listingPhotos).values({ listingId: listing.id, position: 0, file: name }).run();
}

describe('PhotoService', () => {
  it('encodes new images once and recognises its own URLs', async () => {
    const { photos, store } = setup();
    const batch = await photos.ingest([await png(), await png()]);
    expect(batch.names[0]).toBe(batch.names[1]);
    expect(store.saves).toBe(1);
    const again = await photos.ingest([photos.url(present(batch.names[0], 'a photo'), 'full')]);
    expect(again.names).toEqual([batch.names[0]]);
    const meta = await sharp(present(store.files.get(present(batch.names[0], 'a photo')), 'the stored photo').photo.thumb).metadata();
    expect(meta.format).toBe('webp');
  });

  it('fails as a validation error on photos.<i> with the contract text', async () => {
    const { photos } = setup();
    const err = await photos.ingest([await png(), photos.url('0'.repeat(32), 'thumb')]).catch((e: unknown) => e);
    expect(validationIssues(err)).toEqual([{ path: 'photos.1', message: 'Photo 2: Unknown photo URL.' }]);
  });

  it('never deletes a photo a write in flight holds, nor one a listing refers to', async () => {
    const { db, photos, store } = setup();
    const held = await photos.ingest([await png('#111111')]);
    const referenced = await photos.ingest([await png('#222222')]);
    reference(db, present(referenced.names[0], 'a photo'));
    referenced.release();
    await photos.removeUnreferenced(db, [...held.names, ...referenced.names]);
    expect(store.files.size).toBe(2);
    held.release();
    await photos.removeUnreferenced(db, held.names);
    expect([...store.files.keys()]).toEqual(referenced.names);
  });

  it('a write that wants a photo being deleted waits, then stores it again', async () => {
    const { db, photos, store } = setup();
    const image = await png('#333333');
    const first = await photos.ingest([image]);
    first.release();
    let finishDelete!: () => void;
    store.holdDeletes = new Promise((resolve) => (finishDelete = resolve));
    const deletion = photos.removeUnreferenced(db, first.names);
    const upload = photos.ingest([image]);
    finishDelete();
    await deletion;
    const second = await upload;
    expect(second.names).toEqual(first.names);
    expect(store.files.has(present(first.names[0], 'a photo'))).toBe(true);
    expect(store.saves).toBe(2);
  });

  it('the orphan sweep spares young files', async () => {
    const { db, photos, store } = setup();
    const batch = await photos.ingest([await png('#444444')]);
    batch.release();
    expect(await photos.sweepOrphans(db, 60_000)).toBe(0);
    expect(await photos.sweepOrphans(db, -1)).toBe(1);
    expect(store.files.size).toBe(0);
  });
});
