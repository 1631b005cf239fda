import { itemAt, MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_EXTENSIONS } from '@mpx/shared';
import { PHOTO_PROBLEMS, type PhotoProblem } from './photoTexts';

/** A photo in the listing form: one already stored (kept as its URL) or a new file (sent as a data URL). */
export interface PickedPhoto {
  id: string;
  /** What the form shows: the stored thumbnail, or the new file's data URL. */
  preview: string;
  /** What the form sends: the stored photo's URL, or the new file's data URL. */
  value: string;
}

/** A picked file that was not added, and why (shown beside the picker). */
export interface RejectedFile {
  name: string;
  reason: string;
}

let sequence = 0;
const nextId = () => `photo-${++sequence}`;

/** The listing's stored photos, in order, as the form starts them. */
export function storedPhotos(photos: readonly string[], thumbnails: readonly string[]): PickedPhoto[] {
  return photos.map((url, i) => ({ id: nextId(), preview: thumbnails[i] ?? url, value: url }));
}

function extensionsFor(type: string): readonly string[] | undefined {
  return Object.entries(PHOTO_EXTENSIONS).find(([mime]) => mime === type.toLowerCase())?.[1];
}

/**
 * Product §5: JPEG, PNG, GIF or WebP, at most 5 MB, and a file name whose extension matches
 * its type (a PNG named photo.jpg is refused). Null when the file may be added.
 */
export function photoProblem(file: File): PhotoProblem | null {
  const extensions = extensionsFor(file.type);
  if (!extensions) return 'invalidType';
  const dot = file.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!extensions.includes(extension)) return 'extensionMismatch';
  if (file.size > MAX_PHOTO_BYTES) return 'tooLarge';
  if (file.size === 0) return 'unreadable';
  return null;
}

/**
 * Splits picked files into those that may be added to `current` photos and those that may not,
 * each with its reason: the wrong kind of file, or one beyond the six a listing may have.
 */
export function sortPickedFiles(files: Iterable<File>, current: number): { accepted: File[]; rejected: RejectedFile[] } {
  const accepted: File[] = [];
  const rejected: RejectedFile[] = [];
  for (const file of files) {
    const problem = photoProblem(file) ?? (current + accepted.length >= MAX_PHOTOS ? 'tooMany' : null);
    if (problem) rejected.push({ name: file.name, reason: PHOTO_PROBLEMS[problem] });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

export function readPhoto(file: File): Promise<PickedPhoto> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = reader.result;
      // readAsDataURL always yields a string; anything else means the read went wrong.
      if (typeof dataUrl === 'string') resolve({ id: nextId(), preview: dataUrl, value: dataUrl });
      else reject(new Error(`Could not read ${file.name}`));
    };
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/** Reads each file; those that cannot be read come back as rejected, with the contract's reason. */
export async function readPhotos(files: readonly File[]): Promise<{ added: PickedPhoto[]; rejected: RejectedFile[] }> {
  const read = await Promise.allSettled(files.map(readPhoto));
  const added: PickedPhoto[] = [];
  const rejected: RejectedFile[] = [];
  files.forEach((file, i) => {
    const result = itemAt(read, i);
    if (result.status === 'fulfilled') added.push(result.value);
    else rejected.push({ name: file.name, reason: PHOTO_PROBLEMS.unreadable });
  });
  return { added, rejected };
}

/** `list` with the item at `from` moved to `to`. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
