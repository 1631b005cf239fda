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

/** A route component the router plugin split into a chunk of its own, by its file under src/routes. */
const SPLIT_ROUTE = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/;

/** The router's id of a route file (its file-naming rules): `index` is its folder's own path. */
const routeIdOf = (file: string) => `/${file.replace(/(^|\/)index$/, '$1')}`;

/**
 * Which script files each lazily loaded route needs, from the build's manifest (Vite's
 * `build.manifest`), so a page can ask for them at once (`modulepreload`) instead of after the
 * entry script has run and the router has matched. The entry's own files are in index.html already.
 */
export class RouteFiles {
  private readonly byRoute = new Map<string, string[]>();

  /** `manifest`: the parsed `.vite/manifest.json` of the browser build, or nothing without one. */
  constructor(manifest: unknown) {
    if (!isRecord(manifest)) return;
    const filesOf = (key: string, seen: Set<string>): string[] => {
      const chunk = chunkAt(manifest, key);
      if (!chunk || chunk.isEntry || seen.has(key)) return [];
      seen.add(key);
      return [`/${chunk.file}`, ...chunk.imports.flatMap((k) => filesOf(k, seen))];
    };
    for (const key of Object.keys(manifest)) {
      const file = SPLIT_ROUTE.exec(key)?.[1];
      if (file) this.byRoute.set(routeIdOf(file), filesOf(key, new Set()));
    }
  }

  /** The scripts of the routes drawn beyond the entry's, each once. */
  filesFor(routeIds: readonly string[]): string[] {
    return [...new Set(routeIds.flatMap((id) => this.byRoute.get(id) ?? []))];
  }
}
