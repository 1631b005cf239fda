// Measures the JS a first visit downloads before the app can render: the entry script of
// dist/index.html and everything it imports statically (what Vite lists as modulepreload), plus,
// when the build has a manifest (`vite build --manifest`), the home route's chunk and its imports.
// Usage: node scripts/startup-js.mjs [distDir]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1];
if (!entry) throw new Error(`no module script in ${dist}/index.html`);
const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);

function sizes(files) {
  let raw = 0;
  let gzip = 0;
  let br = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    br += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: files.length, raw, gzip, br };
}

/** A manifest entry's file and its static imports, transitively. */
function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
const show = (label, s) =>
  console.log(
    `${label.padEnd(34)} ${String(s.files).padStart(3)} files  raw ${kb(s.raw).padStart(9)}  gzip ${kb(s.gzip).padStart(8)}  br ${kb(s.br).padStart(8)}`,
  );

const startup = [entry, ...preloads];
show('start-up (entry + modulepreload)', sizes(startup));

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.log('(no .vite/manifest.json: build with --manifest to add the home route)');
}
if (manifest) {
  const homeKey = Object.keys(manifest).find((k) => k.startsWith('src/routes/index.tsx'));
  const home = [...closure(manifest, homeKey)].filter((f) => !startup.includes(f));
  show('home route chunk + its own imports', sizes(home));
  show('home page total', sizes([...startup, ...home]));
}
