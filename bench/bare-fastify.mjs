// The reference points of the benchmark: the Fastify the server uses (resolved from apps/server),
// no plugins, no logger. `GET /` answers a small JSON object. With FLOOR_DATABASE=postgres (and
// FLOOR_DATABASE_URL) or FLOOR_DATABASE=pglite, `POST /floor` also sends the two trivial statements
// a price call sends at least (one after the other, as the call must) through the same driver the
// server uses (pg with a pool of 10; PGlite in this process): the floor of any call that reads
// the database twice. With postgres, `POST /floor-order` is the floor of an order: one transaction
// that inserts a row and adds its weight to one hot row (tables of its own, created here and
// dropped on SIGTERM), every request on the same row like the bench's orders on one flight. Usage: node bench/bare-fastify.mjs <port>
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { default: Fastify } = await import(require.resolve('fastify'));

/** `query(sql, params)` answering rows, for the database named by FLOOR_DATABASE (null without one). */
async function floorDatabase() {
  if (process.env.FLOOR_DATABASE === 'postgres') {
    const { default: pg } = await import(require.resolve('pg'));
    const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
    const query = async (sql, params) => (await pool.query(sql, params)).rows;
    return Object.assign(query, { pool });
  }
  if (process.env.FLOOR_DATABASE === 'pglite') {
    const { PGlite } = await import(require.resolve('@electric-sql/pglite'));
    const database = await PGlite.create();
    return async (sql, params) => (await database.query(sql, params)).rows;
  }
  return null;
}

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: true, data: { hello: 'world' } }));
const query = await floorDatabase();
// With FLOOR_ANSWER_TEXT, `GET /sized` answers that ready JSON text (the price call's own answer):
// what this machine's HTTP stack costs for the price call's bytes, with no code of ours.
const answerText = process.env.FLOOR_ANSWER_TEXT;
if (answerText) {
  app.get('/sized', (_request, reply) => reply.type('application/json; charset=utf-8').send(answerText));
}
if (query) {
  app.post('/floor', async (request) => {
    const [first] = await query('SELECT $1::int AS n', [1]);
    const [second] = await query('SELECT $1::int AS n', [2]);
    return { status: true, data: { first: first.n, second: second.n, body: request.body } };
  });
}
if (query?.pool) {
  await query(
    'DROP TABLE IF EXISTS bench_floor_flight, bench_floor_order; ' +
      'CREATE TABLE bench_floor_flight (id int PRIMARY KEY, booked numeric NOT NULL DEFAULT 0); ' +
      'INSERT INTO bench_floor_flight VALUES (1, 0); ' +
      'CREATE TABLE bench_floor_order (id bigserial PRIMARY KEY, flight int NOT NULL, weight numeric NOT NULL)',
  );
  app.post('/floor-order', async (request) => {
    const client = await query.pool.connect();
    try {
      await client.query('BEGIN');
      const order = await client.query(
        'INSERT INTO bench_floor_order (flight, weight) VALUES ($1, $2) RETURNING id',
        [1, 0.1],
      );
      await client.query('UPDATE bench_floor_flight SET booked = booked + $2 WHERE id = $1', [1, 0.1]);
      await client.query('COMMIT');
      return { status: true, data: { id: order.rows[0].id, body: request.body } };
    } finally {
      client.release();
    }
  });
}
process.on('SIGTERM', async () => {
  await app.close();
  if (query?.pool) await query('DROP TABLE bench_floor_flight, bench_floor_order');
  process.exit(0);
});
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
