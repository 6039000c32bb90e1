// The yardstick of `npm run bench:api`: a bare Fastify 5 server, no plugins, answering a constant
// JSON of the size asked for (`/bare/<bytes>`, GET or POST, the body parsed and ignored). The bench
// compares every endpoint with this route answering the same number of bytes in the same run.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3322);
const app = Fastify({ logger: false });

/** A constant array of small objects whose JSON is `bytes` long (give or take a few bytes). */
function constantOfSize(bytes) {
  const items = [];
  let size = 2;
  let i = 0;
  while (size < bytes) {
    const item = { id: i, nome: `Parceiro ${i}` };
    const itemSize = JSON.stringify(item).length + 1;
    if (size + itemSize > bytes) {
      const pad = bytes - size - JSON.stringify({ id: i, nome: '' }).length - 1;
      if (pad > 0) items.push({ id: i, nome: 'x'.repeat(pad) });
      break;
    }
    items.push(item);
    size += itemSize;
    i++;
  }
  return items;
}

const bodies = new Map();
const answer = async (request) => {
  const bytes = Number(request.params.bytes);
  let body = bodies.get(bytes);
  if (body === undefined) {
    body = constantOfSize(bytes);
    bodies.set(bytes, body);
  }
  return body;
};
app.get('/bare/:bytes', answer);
app.post('/bare/:bytes', answer);

await app.listen({ port, host: '127.0.0.1' });
console.log(`bare ${port}`);
