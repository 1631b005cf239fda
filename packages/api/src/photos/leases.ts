/**
 * Names held by writes in flight. A create or edit resolves its photos (slow: decoding, disk)
 * before its transaction references them; until then no sweep may delete those files, even if
 * no row refers to them yet. Counted, because two requests may hold the same content hash.
 */
export class PhotoLeases {
  private readonly held = new Map<string, number>();

  isHeld(name: string): boolean {
    return this.held.has(name);
  }

  /** A handle that collects names as they are resolved and releases them all at once. */
  open(): PhotoLease {
    const names: string[] = [];
    let released = false;
    return {
      add: (name) => {
        if (released) throw new Error('photo lease already released');
        names.push(name);
        this.held.set(name, (this.held.get(name) ?? 0) + 1);
      },
      release: () => {
        if (released) return;
        released = true;
        for (const name of names) {
          const count = (this.held.get(name) ?? 1) - 1;
          if (count > 0) this.held.set(name, count);
          else this.held.delete(name);
        }
      },
    };
  }
}

/** Plain functions (no `this`), so they can be passed on: `resolve(photo, lease.add)`. */
export interface PhotoLease {
  readonly add: (name: string) => void;
  readonly release: () => void;
}
