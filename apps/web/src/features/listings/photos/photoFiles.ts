import { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_EXTENSIONS } from '@mpx/shared';

/** A photo in the listing form: one already stored (kept as its URL) or a new file (sent as a data URL). */
export interface PickedPhoto {
  id: string;
  /** What the form shows: the stored thumbnail, or the new file's data URL. */
  preview: string;
  /** What the form sends: the stored photo's URL, or the new file's data URL. */
  value: string;
}

let sequence = 0;
const nextId = () => `photo-${++sequence}`;

/** The listing's stored photos, in order, as the form starts them. */
export function storedPhotos(photos: readonly string[], thumbnails: readonly string[]): PickedPhoto[] {
  return photos.map((url, i) => ({ id: nextId(), preview: thumbnails[i] ?? url, value: url }));
}

/**
 * Product §5: JPEG, PNG, GIF or WebP, at most 5 MB, and a file name whose extension matches
 * its type (a PNG named photo.jpg is refused).
 */
export function isAcceptedPhoto(file: File): boolean {
  const extensions = (PHOTO_EXTENSIONS as Record<string, readonly string[] | undefined>)[file.type.toLowerCase()];
  const dot = file.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : file.name.slice(dot + 1).toLowerCase();
  return !!extensions && extensions.includes(extension) && file.size > 0 && file.size <= MAX_PHOTO_BYTES;
}

/** The files that may be added to `current` photos; the rest are dropped without a word (product §5). */
export function acceptPhotos(files: Iterable<File>, current: number): File[] {
  return [...files].filter(isAcceptedPhoto).slice(0, Math.max(0, MAX_PHOTOS - current));
}

export function readPhoto(file: File): Promise<PickedPhoto> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve({ id: nextId(), preview: dataUrl, value: dataUrl });
    };
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/** `list` with the item at `from` moved to `to`. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
