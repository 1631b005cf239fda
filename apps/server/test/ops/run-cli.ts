import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const serverDir = new URL('../..', import.meta.url).pathname;

/** Runs a command as `npm run <script> -- …` would: inside apps/server, typed from `invokedFrom`. */
export function cli(script: string, args: string[], dataDir: string, invokedFrom = dataDir) {
  return run(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, INIT_CWD: invokedFrom },
  });
}
