import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, Results } from '@electric-sql/pglite';
import { RUNS_FROM_SOURCE, SERVER_ROOT } from '../../paths.ts';
import type { ErrorData, QueryOptions, Reply, Request } from './protocol.ts';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Ask = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;
type PgliteQueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

/**
 * The thread whose `exclusively` work the current code runs inside, if any. Disabled whenever no
 * such work runs: while enabled, Node tracks every promise of the process (about 5% of a price
 * call's CPU), which only start-up needs.
 */
const exclusiveWork = new AsyncLocalStorage<PgliteThread>();
let exclusiveWorksRunning = 0;

/**
 * The embedded database on a worker thread, with the part of PGlite's interface the server uses
 * (Drizzle's queries and transactions, LISTEN, the data dump, close). The main thread only sends
 * statements and reads answers; PGlite runs on the worker (docs/decisions/embedded-database-memory.md, "PGlite on its own thread").
 */
export class PgliteThread {
  #worker: Worker;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  #listeners = new Map<string, Set<(payload: string) => void>>();
  /** Why the worker is gone, once it is: every later statement fails with it at once. */
  #failure: Error | null = null;
  /** While `exclusively` work runs: settles with it; statements from outside it wait for that. */
  #heldUntil: Promise<void> | null = null;
  /** Settles once the database is open (rejects with the reason it could not open). */
  opened: Promise<void> = Promise.resolve();
  closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#receive(reply));
    worker.on('error', (error) => this.#failAll(error));
    worker.on('exit', () => this.#failAll(new Error('the embedded database thread stopped')));
  }

  static async open(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PgliteThread> {
    const thread = PgliteThread.start(options);
    await thread.opened;
    return thread;
  }

  /**
   * The thread at once, while it opens the database (`opened`): statements sent meanwhile wait on
   * the worker until it is open, and fail with its reason if it cannot be.
   */
  static start(options: { dataDir?: string; loadDataDir?: Blob } = {}): PgliteThread {
    const thread = new PgliteThread(startWorker());
    thread.opened = thread.#ask({ op: 'open', ...options }).then(() => undefined);
    thread.opened.catch(() => {}); // whoever sends a statement or awaits `opened` hears it
    return thread;
  }

  /**
   * Runs `work`, and holds every statement sent from outside it until it has settled: the
   * start-up's migrations and seed run first while the application is built (its statements wait).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T> {
    exclusiveWorksRunning++;
    const running = exclusiveWork.run(this, work);
    const settled = running.then(
      () => undefined,
      () => undefined,
    );
    this.#heldUntil = settled;
    void settled.then(() => {
      if (this.#heldUntil === settled) this.#heldUntil = null;
      if (--exclusiveWorksRunning === 0) exclusiveWork.disable();
    });
    return running;
  }

  query<T>(sql: string, params?: unknown[], options?: PgliteQueryOptions): Promise<Results<T>> {
    return this.#ask({ op: 'query', sql, params, options: crossable(options) }) as Promise<Results<T>>;
  }

  /** Runs `work` in a transaction on the worker: commit when it returns, roll back when it throws. */
  async transaction<T>(work: (tx: Pick<PGlite, 'query'>) => Promise<T>): Promise<T> {
    const transaction = (await this.#ask({ op: 'begin' })) as number;
    const tx = {
      query: (sql: string, params?: unknown[], options?: PgliteQueryOptions) =>
        this.#ask({ op: 'query', sql, params, options: crossable(options), transaction }),
    } as unknown as Pick<PGlite, 'query'>;
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await this.#ask({ op: 'end', transaction, commit: false });
      throw error;
    }
    await this.#ask({ op: 'end', transaction, commit: true });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.#listeners.set(channel, callbacks);
      await this.#ask({ op: 'listen', channel });
    }
    callbacks.add(callback);
    return async () => {
      callbacks.delete(callback);
    };
  }

  dumpDataDir(): Promise<Blob> {
    return this.#ask({ op: 'dump' }) as Promise<Blob>;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.#ask({ op: 'close' }).catch(() => undefined);
    await this.#worker.terminate();
  }

  #ask(ask: Ask): Promise<unknown> {
    const held = this.#heldUntil;
    if (held && exclusiveWork.getStore() !== this) return held.then(() => this.#ask(ask));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#failure) return reject(this.#failure);
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...ask, id } as Request);
    });
  }

  #receive(reply: Reply): void {
    if ('op' in reply) {
      for (const callback of this.#listeners.get(reply.channel) ?? []) callback(reply.payload);
      return;
    }
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(toError(reply.error));
  }

  #failAll(error: Error): void {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

/** The worker's script: the TypeScript source through tsx when the server runs from its sources, else the bundle's. */
function startWorker(): Worker {
  if (RUNS_FROM_SOURCE) {
    // Loader flags do not reach a worker here: it registers tsx itself, then loads the source.
    const source = pathToFileURL(path.join(SERVER_ROOT, 'src/db/pglite-thread/worker.ts')).href;
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
    return new Worker(boot, { eval: true });
  }
  return new Worker(path.join(SERVER_ROOT, 'dist/pglite-worker.js'));
}

/** Drizzle's parsers only keep some types as text: send which. */
function crossable(options: PgliteQueryOptions | undefined): QueryOptions | undefined {
  if (!options) return undefined;
  return { rowMode: options.rowMode, rawTypes: Object.keys(options.parsers ?? {}).map(Number) };
}

/** The database's error again, with its fields (code, constraint, detail…) where callers look for them. */
function toError(data: ErrorData): Error {
  return Object.assign(new Error(data.message), data.fields, { name: data.name });
}
