import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is apps/web/e2e/harness/paths.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const SERVER_BUNDLE = fileURLToPath(new URL('../../../server/dist/main.mjs', import.meta.url));
export const WEB_BUILD = fileURLToPath(new URL('../../dist/index.html', import.meta.url));
export const ADMIN_CLI = fileURLToPath(new URL('../../../server/src/cli/admin.ts', import.meta.url));
export const BACKUP_CLI = fileURLToPath(new URL('../../../server/src/cli/backup.ts', import.meta.url));

/** The tests run the built app: say how to build it instead of failing obscurely. */
export function assertBuilt(): void {
  for (const file of [SERVER_BUNDLE, WEB_BUILD]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` at the repository root first.`);
  }
}
