// Preloaded into the built API by `npm run bench:scale` (NODE_OPTIONS=--import, which the cluster's
// workers inherit): adds GET /__bench/static/:bytes to the Fastify instance the API builds, through
// Fastify's own `fastify.initialization` diagnostics channel, so the production bundle carries no
// bench code. The route answers a ready-made JSON body of exactly :bytes bytes and passes through
// every hook the real routes pass through (they are resolved when the app is ready): the baseline
// each route is measured beside, in the same processes and the same run.
import diagnostics from 'node:diagnostics_channel';

export const STATIC_BENCH_PATH = '/__bench/static';
const bodies = new Map();

/** A JSON document of exactly `bytes` bytes (at least the 12 of the empty one). */
function bodyOf(bytes) {
  let body = bodies.get(bytes);
  if (!body) {
    body = JSON.stringify({ data: 'x'.repeat(Math.max(0, bytes - 12)) });
    bodies.set(bytes, body);
  }
  return body;
}

diagnostics.subscribe('fastify.initialization', ({ fastify }) => {
  fastify.get(`${STATIC_BENCH_PATH}/:bytes`, async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(bodyOf(Number(request.params.bytes) || 0)),
  );
});
