import type { FastifyInstance } from 'fastify';

/**
 * A background job of this process: `run` every `intervalSeconds` with the app's clock, a failure
 * logged and the next turn tried; stopped, and its turn in progress awaited, when the app closes.
 * Jobs claim their rows themselves (SKIP LOCKED), so every server process may run them. `wake()`
 * starts a turn now (a notice that work arrived); asked during a turn, it runs one more after it,
 * so work that arrived mid-turn is not left for the interval, and turns never overlap.
 */
export function runEvery(
  app: FastifyInstance,
  job: { name: string; intervalSeconds: number; run: (now: Date) => Promise<unknown> },
): { wake(): void } {
  let running: Promise<unknown> | null = null;
  let again = false;
  let closed = false;
  const { jobRuns, jobDuration, jobLastSuccess } = app.metrics;
  const turn = async () => {
    const stopTimer = jobDuration.startTimer({ job: job.name });
    try {
      await job.run(app.auth.clock());
      jobRuns.inc({ job: job.name, outcome: 'ok' });
      jobLastSuccess.set({ job: job.name }, Date.now() / 1000);
    } catch (error) {
      jobRuns.inc({ job: job.name, outcome: 'failed' });
      app.log.error({ err: error }, `${job.name} failed`);
    } finally {
      stopTimer();
    }
  };
  const wake = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = turn().finally(() => {
      running = null;
      if (again) {
        again = false;
        wake();
      }
    });
  };
  const timer = setInterval(wake, job.intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    while (running) await running;
  });
  return { wake };
}
