import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
app.get('/', async () => ({ hello: 'world' }));
// Receives and parses a JSON body and answers its size: the floor for any call that takes a big body.
app.post('/', async (request) => ({ received: JSON.stringify(request.body).length }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
