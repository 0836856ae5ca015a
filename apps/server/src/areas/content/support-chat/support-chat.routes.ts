import { supportChatContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, sessionOf, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { brandOf } from '../../brand/index.ts';
import type { SupportChatService } from './support-chat.service.ts';
import type { SupportChatStaffService } from './support-chat-staff.service.ts';

/** The member's side of the support chat, and staff (role content) answering it. */
export async function supportChatRoutes(
  app: FastifyInstance,
  opts: { chat: { member: SupportChatService; staff: SupportChatStaffService }; auth: MemberAuth },
) {
  const { member: chat, staff: desk } = opts.chat;
  const { auth } = opts;
  const memberOnly = { preHandler: auth.requireRealMember };

  contractRoute(app, c['supportChat.history'], memberOnly, async ({ query }, req) =>
    chat.history(sessionOf(req), query),
  );
  contractRoute(app, c['supportChat.send'], memberOnly, async ({ body }, req) =>
    chat.send(sessionOf(req), body.text),
  );
  contractRoute(app, c['supportChat.unread'], memberOnly, async (_input, req) => chat.unread(sessionOf(req)));
  contractRoute(app, c['supportChat.read'], memberOnly, async (_input, req) => chat.read(sessionOf(req)));

  const staff = { preHandler: auth.requireStaff() };
  contractRoute(app, c['supportChat.boList'], staff, async ({ query }, req) =>
    desk.list(staffOf(req), query, await brandOf(req)),
  );
  contractRoute(app, c['supportChat.boGet'], staff, async ({ params, query }, req) =>
    desk.get(staffOf(req), BigInt(params.id), query),
  );
  contractRoute(app, c['supportChat.boRead'], staff, async ({ params }, req) =>
    desk.markRead(staffOf(req), BigInt(params.id)),
  );
  contractRoute(app, c['supportChat.boReply'], staff, async ({ params, body }, req) =>
    desk.reply(staffOf(req), BigInt(params.id), body.text, req.ip),
  );
  contractRoute(app, c['supportChat.boClose'], staff, async ({ params }, req) =>
    desk.close(staffOf(req), BigInt(params.id), req.ip),
  );
}
