import type { FastifyInstance } from 'fastify';

/**
 * A background job of this process: `run` every `intervalSeconds` with the app's clock, a failure
 * logged and the next turn tried; stopped, and its turn in progress awaited, when the app closes.
 * Jobs claim their rows themselves (SKIP LOCKED), so every server process may run them.
 */
export function runEvery(
  app: FastifyInstance,
  job: { name: string; intervalSeconds: number; run: (now: Date) => Promise<unknown> },
) {
  let running: Promise<unknown> = Promise.resolve();
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
  const timer = setInterval(() => {
    running = turn();
  }, job.intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
