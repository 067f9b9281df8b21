import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the answer has gone out (a password reset mail), so how long it takes
 * tells the caller nothing. A failure is logged, never answered; `settle` lets shutdown and
 * tests wait for what is still running.
 */
export function createBackgroundWork(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    start(name: string, work: () => Promise<void>): void {
      // setImmediate: the answer is written first, even when the work starts with a synchronous query (PGlite).
      const task: Promise<void> = new Promise((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settle(): Promise<void> {
      await Promise.allSettled([...running]);
    },
  };
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
