import { supportDeskContracts as c, type DeskEvent } from '@pf/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type MemberAuth, sessionOf, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, STREAMED } from '../../../plugins/contract-route.ts';
import { brandOf } from '../../brand/index.ts';
import type { DeskHub } from './desk-hub.ts';
import type { SupportChatService } from './support-chat.service.ts';
import type { SupportDeskService } from './support-desk.service.ts';

/** A comment line now and then keeps proxies from closing an idle channel. */
const HEARTBEAT_MS = 25_000;

/** Opens the server-sent-event channel of one desk on `merchantId`'s conversations. */
function openDeskStream(req: FastifyRequest, reply: FastifyReply, hub: DeskHub, merchantId: number) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (event: DeskEvent, chatId?: string) => {
    res.write(`event: ${event}\ndata: ${JSON.stringify(chatId ? { chatId } : {})}\n\n`);
  };
  res.write('retry: 3000\n\n');
  send('hello');
  const close = hub.open({ merchantId, send });
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  const end = () => {
    clearInterval(heartbeat);
    close();
  };
  req.raw.on('close', end);
  res.on('error', end);
}

/** Several staff on the support chat: the live channel, taking and handing over, canned replies. */
export async function supportDeskRoutes(
  app: FastifyInstance,
  opts: {
    chat: { member: SupportChatService; desk: SupportDeskService; hub: DeskHub | undefined };
    auth: MemberAuth;
  },
) {
  const { desk, hub, member } = opts.chat;
  const staff = { preHandler: opts.auth.requireStaff() };

  contractRoute(
    app,
    c['supportDesk.memberTyping'],
    { preHandler: opts.auth.requireRealMember },
    async (_i, req) => member.typing(sessionOf(req)),
  );
  contractRoute(
    app,
    c['supportDesk.stream'],
    staff,
    async ({ query }, req, reply): Promise<typeof STREAMED> => {
      const brand = await desk.brandOf(staffOf(req), query.merchantCode, await brandOf(req));
      if (!hub) throw new Error('the support desk has no change bus');
      openDeskStream(req, reply, hub, brand.id);
      return STREAMED;
    },
  );
  contractRoute(app, c['supportDesk.take'], staff, async ({ params }, req) =>
    desk.take(staffOf(req), BigInt(params.id), req.ip),
  );
  contractRoute(app, c['supportDesk.assign'], staff, async ({ params, body }, req) =>
    desk.assign(staffOf(req), BigInt(params.id), BigInt(body.staffId), req.ip),
  );
  contractRoute(app, c['supportDesk.agents'], staff, async ({ query }, req) =>
    desk.agents(staffOf(req), query.merchantCode, await brandOf(req)),
  );
  contractRoute(app, c['supportDesk.cannedList'], staff, async ({ query }, req) =>
    desk.canned(staffOf(req), query.merchantCode, await brandOf(req)),
  );
  contractRoute(app, c['supportDesk.cannedSave'], staff, async ({ body }, req) =>
    desk.saveCanned(staffOf(req), body, req.ip, await brandOf(req)),
  );
  contractRoute(app, c['supportDesk.cannedRemove'], staff, async ({ params }, req) =>
    desk.removeCanned(staffOf(req), BigInt(params.id), req.ip),
  );
}
