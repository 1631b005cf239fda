import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root. This file is three levels below it (apps/server/src) and so is the
 * bundle it is compiled into (apps/server/dist), so one relative path serves both.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The web app's browser build, found through the package the server depends on (`@mpx/web`). */
export const WEB_DIST = join(dirname(createRequire(import.meta.url).resolve('@mpx/web/package.json')), 'dist');
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data/', import.meta.url));
