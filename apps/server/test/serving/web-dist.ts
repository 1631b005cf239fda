import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { WEB_DIST } from '../../src/paths';

/** The parts of Vite's index.html the server fills in: a title and the end of the head. */
export const INDEX_HTML = `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="UTF-8" />
    <title>Australian Brass Mouthpiece Exchange</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A stand-in for apps/web/dist in a temp dir: index.html plus any files given (path → content). */
export function writeWebDist(files: Record<string, string | Buffer> = {}): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'mpx-web-'));
  for (const [path, content] of Object.entries({ 'index.html': INDEX_HTML, ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The web app as built (`npm run build`): its browser files and its drawing worker, which the
 * tests of drawn pages run for real. Turbo builds it before the server's tests (turbo.json).
 */
export function builtWebDist(): string {
  const worker = createRequire(import.meta.url).resolve('@mpx/web/draw-worker');
  if (!existsSync(join(WEB_DIST, 'index.html')) || !existsSync(worker)) {
    throw new Error(`The web app is not built (${WEB_DIST}, ${worker}): run npm run build first.`);
  }
  return WEB_DIST;
}
