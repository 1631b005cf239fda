// Bundles the server and the workspace packages it imports (TypeScript sources) into one ES
// module; third-party packages stay external and load from node_modules as usual.
import { build } from 'esbuild';

await build({
  // The backup's database copy runs on a worker thread, loaded from beside main.mjs (src/backup/write.ts).
  entryPoints: { main: 'src/main.ts', 'copy-worker': 'src/backup/copy-worker.mjs' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@mpx/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
