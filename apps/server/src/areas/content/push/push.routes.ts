import { systemContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, sessionOf } from '../../../plugins/auth.ts';
import { contractRoute, STREAMED } from '../../../plugins/contract-route.ts';
import type { PushEvent, PushHub } from './push.hub.ts';

/** A comment line now and then keeps proxies from closing an idle channel. */
export const PUSH_HEARTBEAT_MS = 25_000;
/** What EventSource-style clients wait before reconnecting; the site adds its own back-off. */
const RETRY_MS = 3_000;

/**
 * GET /wps/push/stream: one server-sent-event channel per logged-in tab. It opens with `hello`
 * (the site refetches its state, so nothing missed while disconnected is lost), then names each
 * change as it happens. The channel is the member's own: it carries no data, only what to refetch.
 */
export async function pushRoutes(app: FastifyInstance, opts: { hub: PushHub; auth: MemberAuth }) {
  contractRoute(
    app,
    c['system.push'],
    { preHandler: opts.auth.requireMember },
    async (_input, req, reply): Promise<typeof STREAMED> => {
      const s = sessionOf(req);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise hold events back to fill a buffer.
        'x-accel-buffering': 'no',
      });
      const send = (event: PushEvent) => {
        res.write(`event: ${event}\ndata: {}\n\n`);
      };
      res.write(`retry: ${RETRY_MS}\n\n`);
      send('hello');
      const close = opts.hub.open({ merchantId: s.merchantId, memberId: String(s.memberId), send });
      const heartbeat = setInterval(() => res.write(': ping\n\n'), PUSH_HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        close();
      };
      req.raw.on('close', end);
      res.on('error', end);
      return STREAMED;
    },
  );
}
