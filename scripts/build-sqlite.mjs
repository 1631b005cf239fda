// Compiles better-sqlite3 against the Node headers already on this machine. Its own install
// script is switched off (package.json `allowScripts`): it would try to download a prebuilt
// binary, then Node's headers, from the internet, and the only way to point node-gyp at local
// headers was a `nodedir` npm setting that npm 11 warns about on every command. Runs as the root
// `postinstall`, after every package is in place; a working binary is left alone.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('better-sqlite3/package.json'));

function loads() {
  try {
    // A fresh process: this one may have cached a failed load.
    execFileSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], { cwd: packageDir, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A prefix whose include/node holds the headers of exactly this Node (Debian's /usr, nvm's, the official tarball's). */
function localHeaders() {
  const candidates = [process.config.variables.node_prefix, resolve(process.execPath, '../..'), '/usr', '/usr/local'];
  const [major, minor, patch] = process.versions.node.split('.');
  return candidates.find((prefix) => {
    const header = join(prefix ?? '', 'include/node/node_version.h');
    if (!prefix || !existsSync(header)) return false;
    const text = readFileSync(header, 'utf8');
    const define = (name) => text.match(new RegExp(`#define ${name} (\\d+)`))?.[1];
    return define('NODE_MAJOR_VERSION') === major && define('NODE_MINOR_VERSION') === minor && define('NODE_PATCH_VERSION') === patch;
  });
}

if (loads()) process.exit(0);

const nodeGyp = process.env.npm_config_node_gyp ?? join(dirname(process.execPath), '../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js');
const nodedir = localHeaders();
console.log(
  `Compiling the SQLite driver (better-sqlite3) against ${nodedir ? `the Node headers in ${nodedir}/include/node` : "Node's downloaded headers"}; this takes a minute.`,
);
try {
  execFileSync(process.execPath, [nodeGyp, 'rebuild', '--release', '--loglevel=error', ...(nodedir ? [`--nodedir=${nodedir}`] : [])], {
    cwd: packageDir,
    stdio: 'pipe',
    maxBuffer: 64 * 1024 * 1024,
  });
} catch (err) {
  // The compiler's own warnings are noise when it succeeds; on failure they are the diagnosis.
  process.stderr.write(`${err.stdout ?? ''}${err.stderr ?? ''}`);
  throw new Error(
    'Compiling better-sqlite3 failed (output above). It needs python3, make and a C++ compiler (Debian: apt-get install build-essential python3).',
  );
}
if (!loads()) throw new Error('better-sqlite3 was compiled but does not load; see the compiler output above.');
