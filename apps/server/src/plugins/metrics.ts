import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { isFromThisMachine } from '../http/from-this-machine.ts';

/**
 * What Prometheus scrapes from each server process at `/metrics`: requests by route and status
 * with their latency, errors by our code, the database pool, background jobs and alerts, and
 * Node's own (event-loop delay, memory, GC). One registry per app, so several apps in one process
 * (tests) do not share counts.
 */
export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(database: DatabaseHandle) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics = {
    registry,
    requests: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route and status.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers: [registry],
    }),
    errors: new Counter({
      name: 'skyparcel_errors_total',
      help: 'Error answers by their code (the envelope’s `code`).',
      labelNames: ['code', 'status_code'],
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: 'skyparcel_job_runs_total',
      help: 'Background job turns by job and outcome (ok, failed).',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: 'skyparcel_job_duration_seconds',
      help: 'Time a background job turn took.',
      labelNames: ['job'],
      buckets: [0.01, 0.05, 0.25, 1, 5, 30],
      registers: [registry],
    }),
    jobLastSuccess: new Gauge({
      name: 'skyparcel_job_last_success_timestamp_seconds',
      help: 'When each job last finished a turn without failing (lag: time() minus this).',
      labelNames: ['job'],
      registers: [registry],
    }),
    alerts: new Counter({
      name: 'skyparcel_alerts_total',
      help: 'Things staff must act on, by kind (a gateway refund given up on).',
      labelNames: ['kind'],
      registers: [registry],
    }),
  };
  for (const [state, read] of [
    ['open', (pool: PoolNow) => pool.open],
    ['idle', (pool: PoolNow) => pool.idle],
    ['waiting', (pool: PoolNow) => pool.waiting],
  ] as const) {
    new Gauge({
      name: `skyparcel_db_pool_${state}_connections`,
      help: `PostgreSQL pool: ${state === 'waiting' ? 'requests waiting for a connection' : `${state} connections`}.`,
      registers: [registry],
      collect() {
        const pool = database.pool();
        if (pool) this.set(read(pool));
      },
    });
  }
  return { ...metrics, watchQueue: queueWatcher(registry) };
}

/** A queue's depth and how long its oldest item has waited, read from the database at each scrape. */
export type QueueNow = { depth: number; oldest: Date | null };

/**
 * Work written in one transaction and done after it (an outbox: refunds to send, payments falling
 * due) lags when its oldest item waits: answers `watchQueue(name, read)`, which a module calls once
 * with its own query; both gauges are labelled by the queue's name.
 */
function queueWatcher(registry: Registry) {
  const readers = new Map<string, () => Promise<QueueNow>>();
  const gauge = (name: string, help: string, value: (now: QueueNow) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        for (const [queue, read] of readers) {
          const now = await read().catch(() => null);
          if (now) this.set({ queue }, value(now));
        }
      },
    });
  gauge('skyparcel_queue_depth', 'Items waiting in a queue of work done after its transaction.', (now) => now.depth);
  gauge(
    'skyparcel_queue_oldest_age_seconds',
    'How long the oldest item of a queue has waited (0 when it is empty): the queue’s lag.',
    (now) => (now.oldest ? Math.max(0, (Date.now() - now.oldest.getTime()) / 1000) : 0),
  );
  return (queue: string, read: () => Promise<QueueNow>) => {
    readers.set(queue, read);
  };
}

type PoolNow = NonNullable<ReturnType<DatabaseHandle['pool']>>;

/** Every answer is timed under its route's pattern (not its URL, which would make a series per order). */
export function measureRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/**
 * `GET /metrics` in Prometheus's text format, for a scraper with the configured token, or from this
 * machine when there is none; anyone else finds nothing (404).
 */
export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string | null): void {
  app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const isAllowed = token ? request.headers.authorization === `Bearer ${token}` : isFromThisMachine(request);
    if (!isAllowed) throw new AppError('NOT_FOUND');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
