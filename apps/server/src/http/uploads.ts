import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parsePhotoFileName, UPLOADS_PATH } from '@mpx/api';
import type { FastifyInstance } from 'fastify';

/** Content-hashed names never change content, so clients and proxies may keep them forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves stored photos (api §0.10): only names the pipeline produces
 * (`<hash>.webp`, `<hash>.thumb.webp`), so no path can reach another file; anything else is a
 * 404. Files are re-encoded WebP written by us, so the type is known without sniffing.
 */
export function registerUploads(app: FastifyInstance, uploadsDir: string) {
  app.get<{ Params: { file: string } }>(`${UPLOADS_PATH}:file`, async (request, reply) => {
    const { file } = request.params;
    const notFound = () => reply.code(404).send({ error: 'Not found.' });
    if (!parsePhotoFileName(file)) return notFound();
    const path = join(uploadsDir, file);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return notFound();
    return reply.header('Content-Type', 'image/webp').header('Content-Length', info.size).header('Cache-Control', IMMUTABLE).send(createReadStream(path));
  });
}
