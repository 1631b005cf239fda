import { fileURLToPath } from 'node:url';

/**
 * The repository root. This file is three levels below it (apps/server/src) and so is the
 * bundle it is compiled into (apps/server/dist), so one relative path serves both.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const WEB_DIST = fileURLToPath(new URL('../../../apps/web/dist/', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data/', import.meta.url));
