import { createHash } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { copyFile, link } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

/** Errors of `link` that mean "this file system cannot link these two", not "something is wrong". */
const CANNOT_LINK = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK', 'ENOSYS']);

/**
 * Photos are immutable and content-named, so a hard link is as good as a copy and costs no
 * space; across file systems (a backup disk) it falls back to a copy.
 */
export async function linkOrCopy(from: string, to: string): Promise<'link' | 'copy'> {
  try {
    await link(from, to);
    return 'link';
  } catch (err) {
    if (!(err instanceof Error && 'code' in err && typeof err.code === 'string' && CANNOT_LINK.has(err.code))) throw err;
    await copyFile(from, to, constants.COPYFILE_FICLONE);
    return 'copy';
  }
}

/** SHA-256 of a file, hex, read as a stream so a large file never blocks the event loop. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export function isMissing(err: unknown): boolean {
  return err instanceof Error && 'code' in err && err.code === 'ENOENT';
}
