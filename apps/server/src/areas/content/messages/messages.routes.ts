import { messagesContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, sessionOf, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { brandOf } from '../../brand/index.ts';
import type { FeedbackService } from './feedback.service.ts';
import type { MessagesService } from './messages.service.ts';

/** Member inbox, unread badge and feedback; staff sending and answering (role content). */
export async function messagesRoutes(
  app: FastifyInstance,
  opts: { messages: MessagesService; feedback: FeedbackService; auth: MemberAuth },
) {
  const { messages, feedback, auth } = opts;
  const member = { preHandler: auth.requireRealMember };

  contractRoute(app, c['messages.list'], member, async ({ query }, req) =>
    messages.list(sessionOf(req), query.pageNo, query.pageSize),
  );
  // Every signed-in page asks for the badge: a trial account has no inbox, so nothing is unread
  // (a refusal here would only fill the console of every page it opens).
  contractRoute(app, c['messages.unreadCount'], { preHandler: auth.requireMember }, async (_input, req) => {
    const session = sessionOf(req);
    return session.demo ? { count: 0 } : messages.unreadCount(session);
  });
  contractRoute(app, c['messages.read'], member, async ({ params }, req) =>
    messages.read(sessionOf(req), BigInt(params.id)),
  );
  contractRoute(app, c['messages.remove'], member, async ({ params }, req) =>
    messages.remove(sessionOf(req), BigInt(params.id)),
  );
  contractRoute(app, c['messages.feedback'], member, async ({ body }, req) =>
    feedback.submit(sessionOf(req), body),
  );

  const content = { preHandler: auth.requireStaff() };
  contractRoute(app, c['messages.boSend'], content, async ({ body }, req) =>
    messages.send(staffOf(req), body, req.ip, await brandOf(req)),
  );
  contractRoute(app, c['messages.boFeedbackList'], content, async ({ query }, req) =>
    feedback.list(staffOf(req), query),
  );
  contractRoute(app, c['messages.boFeedbackAnswer'], content, async ({ params, body }, req) =>
    feedback.answer(staffOf(req), BigInt(params.id), body.answer, req.ip),
  );
}
