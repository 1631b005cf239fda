import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from '@mpx/shared';

interface ManifestChunk {
  file: string;
  imports: string[];
  isEntry: boolean;
}

/** One entry of Vite's manifest, read defensively: a file the build wrote, not a typed value. */
function chunkAt(manifest: Record<string, unknown>, key: string): ManifestChunk | undefined {
  const chunk = manifest[key];
  if (!isRecord(chunk) || typeof chunk.file !== 'string') return undefined;
  const imports = Array.isArray(chunk.imports) ? chunk.imports.filter((i): i is string => typeof i === 'string') : [];
  return { file: chunk.file, imports, isEntry: chunk.isEntry === true };
}

const SPLIT_ROUTE = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/;

/**
 * The URL pattern of a route file, by the router's file-naming rules: `_name` folders are
 * layouts without a path, `index` is the folder's own path, `$param` is one path segment.
 */
function routePattern(file: string): RegExp {
  const segments = file.split('/').filter((s) => !s.startsWith('_'));
  if (segments.at(-1) === 'index') segments.pop();
  const path = segments.map((s) => (s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^/${path}/?$`);
}

/**
 * Which script files each lazily loaded route needs, from the build's manifest (Vite's
 * `build.manifest`), so the page can ask for them at once (`modulepreload`) instead of after the
 * entry script has run and the router has matched. The entry's own files are in index.html already.
 */
export class RouteChunks {
  private readonly routes: { pattern: RegExp; files: string[] }[] = [];

  constructor(distDir: string) {
    const file = join(distDir, '.vite', 'manifest.json');
    if (!existsSync(file)) return;
    const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isRecord(manifest)) return;
    const filesOf = (key: string, seen: Set<string>): string[] => {
      const chunk = chunkAt(manifest, key);
      if (!chunk || chunk.isEntry || seen.has(key)) return [];
      seen.add(key);
      return [`/${chunk.file}`, ...chunk.imports.flatMap((k) => filesOf(k, seen))];
    };
    for (const key of Object.keys(manifest)) {
      const route = SPLIT_ROUTE.exec(key)?.[1];
      if (route) this.routes.push({ pattern: routePattern(route), files: filesOf(key, new Set()) });
    }
  }

  /** The scripts of the route at `pathname` beyond the entry's; none for routes in the entry chunk. */
  filesFor(pathname: string): string[] {
    return this.routes.find((r) => r.pattern.test(pathname))?.files ?? [];
  }
}
