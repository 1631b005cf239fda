import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import type { Context, Logger } from '@mpx/api';
import type { DrawResult, DrawTask } from '@mpx/shared';
import { Piscina } from 'piscina';
import { answerCalls } from './calls';

export interface DrawingOptions {
  /** The drawing worker's file; by default the web app's (`@mpx/web/draw-worker`), when it is built. */
  workerFile?: string | null;
  /** Threads that draw; by default one fewer than the cores, at least one. */
  threads?: number;
  /**
   * Pages that may wait for a thread once every thread is busy; one more is served undrawn
   * instead (load shedding). By default as many as the threads work on at once.
   */
  maxWaiting?: number;
  /** How long a page may take to draw before it is served undrawn instead (ms). */
  timeoutMs?: number;
}

/** A page takes tens of milliseconds to draw; one still not drawn after this never will be. */
const DRAW_TIMEOUT_MS = 10_000;

/**
 * A drawing thread's heap, kept small as the server's own is (node-flags.ts, memory-mode.ts): a
 * page's garbage is young and short-lived, and a few pages in flight need far less than V8's
 * defaults would let it grow to. A thread that outgrew it would be replaced, its pages served
 * undrawn.
 */
const WORKER_HEAP = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 128 };

/** Pages each thread works on at once: while one waits for its answers from the host, another renders. */
const PAGES_PER_THREAD = 4;

/** The web app's built drawing worker, or null when the web app has not been built. */
function builtWorker(): string | null {
  try {
    const file = createRequire(import.meta.url).resolve('@mpx/web/draw-worker');
    return existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

/**
 * The threads that draw pages (ADR 022): a Piscina pool running the web app's drawing worker.
 * A page's queries come back to this thread over a channel of its own and are answered as the
 * page's caller (calls.ts); rendering, the page's HTML and its compression stay on the worker's
 * thread, so no visitor waits behind someone else's page.
 */
export class DrawingPool {
  private readonly pool: Piscina<DrawTask, DrawResult>;
  /** Pages drawn or waiting at most: beyond, the threads are behind. */
  private readonly capacity: number;
  private readonly timeoutMs: number;
  private inFlight = 0;

  private constructor(file: string, options: DrawingOptions, log: Logger) {
    const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
    this.capacity = threads * PAGES_PER_THREAD + (options.maxWaiting ?? threads * PAGES_PER_THREAD);
    this.timeoutMs = options.timeoutMs ?? DRAW_TIMEOUT_MS;
    this.pool = new Piscina({
      filename: file,
      minThreads: threads,
      maxThreads: threads,
      concurrentTasksPerWorker: PAGES_PER_THREAD,
      resourceLimits: WORKER_HEAP,
    });
    // A thread that fails outside a page (its module does not load, it runs out of heap) is
    // replaced; the pages it held are served undrawn. Unheard, the event would end the process.
    this.pool.on('error', (err: unknown) => log.error({ err }, 'a page-drawing thread failed; pages are served undrawn meanwhile'));
  }

  /** The pool, or null when there is no drawing worker (the browser then draws every page). */
  static start(options: DrawingOptions, log: Logger): DrawingPool | null {
    const file = options.workerFile === undefined ? builtWorker() : options.workerFile;
    return file ? new DrawingPool(file, options, log) : null;
  }

  /** Whether a page would wait too long for a thread: it is better served undrawn now. */
  get busy(): boolean {
    return this.inFlight >= this.capacity;
  }

  /** Draws a page whose queries are answered as `ctx`'s caller. */
  async draw(task: Omit<DrawTask, 'port'>, ctx: Context): Promise<DrawResult> {
    const { port1, port2 } = new MessageChannel();
    answerCalls(port1, ctx);
    this.inFlight++;
    try {
      // The timeout also frees a page whose thread never started (Piscina keeps such a task waiting).
      return await this.pool.run({ ...task, port: port2 }, { transferList: [port2], signal: AbortSignal.timeout(this.timeoutMs) });
    } finally {
      this.inFlight--;
      port1.close();
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
