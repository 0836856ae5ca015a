import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The sandboxes' status APIs answer only this server (its own loopback address): they stand in
 * for a provider's merchant API, which no member's browser reaches. The socket's address is read,
 * not a forwarded one, so a proxy header cannot pass for it.
 */
export async function loopbackOnly(req: FastifyRequest, reply: FastifyReply) {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) {
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  }
}
