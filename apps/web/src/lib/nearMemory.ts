/** Where the remembered postcode is kept: the browser's cookie, or the request of a page drawn on the server. */
export interface NearJar {
  read: () => string | undefined;
  /** Keeps `postcode`, or deletes what is kept (undefined). */
  write: (postcode: string | undefined) => void;
}

export interface NearState {
  /** The postcode a guest (or member) typed as "Near" and a browse measured from (product §17). */
  remembered: string | undefined;
  /** Postcodes this page measured from by default and the API refused: never asked with again. */
  refused: readonly string[];
}

/**
 * What the app remembers of "Near" between pages, as a store React reads with
 * `useSyncExternalStore`, so a page measures again at once when it is remembered or forgotten.
 * The jar is read on every look (another tab may have written it); the state object changes only
 * when something in it did.
 */
export class NearMemory {
  private state: NearState;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly jar: NearJar) {
    this.state = { remembered: jar.read(), refused: [] };
  }

  readonly snapshot = (): NearState => {
    const remembered = this.jar.read();
    if (remembered !== this.state.remembered) this.state = { ...this.state, remembered };
    return this.state;
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Keeps a postcode a browse has measured from: only one the API knows is ever kept. */
  remember(postcode: string): void {
    this.jar.write(postcode);
    this.changed();
  }

  forget(): void {
    this.jar.write(undefined);
    this.changed();
  }

  /**
   * A postcode measured from by default was refused (no longer known): it is never sent again
   * from this page, and forgotten if it was the remembered one.
   */
  refuse(postcode: string): void {
    if (this.state.refused.includes(postcode)) return;
    if (this.jar.read() === postcode) this.jar.write(undefined);
    this.state = { remembered: this.jar.read(), refused: [...this.state.refused, postcode] };
    this.changed();
  }

  private changed(): void {
    this.snapshot();
    for (const listener of this.listeners) listener();
  }
}

/** A memory that keeps one postcode and changes nothing: a page drawn on the server (its request's), or none. */
export const fixedNearMemory = (postcode: string | undefined): NearMemory => new NearMemory({ read: () => postcode, write: () => {} });
