/**
 * The yardstick of `bench/http.ts`: a bare Fastify server answering one small JSON object, the
 * most a Node.js process with Fastify can serve on this machine. Run on its own with
 * `PORT=4100 npx tsx bench/http-hello.ts`.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 4100), host: '127.0.0.1' });
