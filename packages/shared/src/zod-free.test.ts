// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A module that opens with `// No zod here` is read by the web app's start-up code (the browse
 * pages, listing cards, price texts), and `sideEffects: false` only drops a module none of whose
 * exports is used: one zod schema built at the top level of a module it imports, even for another
 * export, puts zod and the registered response shapes into the entry chunk (~25 kB gzip). Follows
 * each such module's value imports (not `import type`) and names the chain that reaches zod.
 */
const src = dirname(fileURLToPath(import.meta.url));
const MARKER = '// No zod here';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The specifiers a module imports or re-exports at run time. */
function valueImports(code: string): string[] {
  const statements = code.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?\bfrom\s+'(?<specifier>[^']+)'/gms);
  return [...statements].flatMap((m) => (m[1] || !m.groups?.specifier ? [] : [m.groups.specifier]));
}

function resolve(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  throw new Error(`${relative(src, from)} imports ${specifier}, which is not a module of src`);
}

/** The import chain from `file` to zod, or null. */
function chainToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
    if (specifier === 'zod' || specifier.startsWith('zod/')) return [relative(src, file), specifier];
    if (!specifier.startsWith('.')) continue;
    const chain = chainToZod(resolve(file, specifier), seen);
    if (chain) return [relative(src, file), ...chain];
  }
  return null;
}

const zodFree = sources(src).filter((file) => readFileSync(file, 'utf8').startsWith(MARKER));

describe('modules the web app starts with', () => {
  it('are marked', () => {
    expect(zodFree.map((file) => relative(src, file)).sort()).toEqual(
      expect.arrayContaining(['listings/filters/index.ts', 'listings/modifications.ts', 'listings/page-params.ts', 'money.ts']),
    );
  });

  it.each(zodFree.map((file) => [relative(src, file), file]))('%s reaches no zod', (_name, file) => {
    expect(chainToZod(file)).toBeNull();
  });
});
