// The reference point of the benchmark: the Fastify the server uses (resolved from apps/server),
// no plugins, no logger, one GET route answering a small JSON object. Usage: node bench/bare-fastify.mjs <port>
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { default: Fastify } = await import(require.resolve('fastify'));

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: true, data: { hello: 'world' } }));
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
