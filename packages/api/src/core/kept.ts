/**
 * A kind of state kept between requests (a cache, the browse catalog), declared by the module
 * that uses it. Declaring is all a module does: the state itself lives in `Deps.kept`, created
 * with the database and dropped with it, so a test app, a bench or a second database never
 * sees another's state.
 */
export interface KeptKind<T> {
  /** What it holds, and what keeps it fresh (see docs/decisions/013-filter-table.md). */
  readonly name: string;
  create(): T;
}

export function keptKind<T>(name: string, create: () => T): KeptKind<T> {
  return { name, create };
}

/** The state of one `Deps`, each kind created on first use. */
export class Kept {
  private readonly values = new Map<KeptKind<unknown>, unknown>();

  get<T>(kind: KeptKind<T>): T {
    if (this.values.has(kind)) {
      // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- stored below under this very kind, by its own create()
      return this.values.get(kind) as T;
    }
    const value = kind.create();
    this.values.set(kind, value);
    return value;
  }
}
