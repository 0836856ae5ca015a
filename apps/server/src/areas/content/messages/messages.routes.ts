import { messagesContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { keysetPages } from '../../../platform/csv-stream.ts';
import { type MemberAuth, sessionOf, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import { brandOf } from '../../brand/index.ts';
import { FEEDBACK_CSV_HEADER, type FeedbackService, feedbackCsvFields } from './feedback.service.ts';
import type { MessagesService } from './messages.service.ts';
import { SENT_CSV_HEADER, type SentMessagesService, sentCsvFields } from './sent-messages.service.ts';

/** Member inbox, unread badge and feedback; staff sending and answering (role content). */
export async function messagesRoutes(
  app: FastifyInstance,
  opts: {
    messages: MessagesService;
    feedback: FeedbackService;
    sent: SentMessagesService;
    auth: MemberAuth;
    audit: AuditWriter;
  },
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
  await app.register(messageListRoutes, opts);
}

/** The staff lists of sent messages and feedback as CSV, and the sent list a page at a time. */
async function messageListRoutes(
  app: FastifyInstance,
  opts: { feedback: FeedbackService; sent: SentMessagesService; auth: MemberAuth; audit: AuditWriter },
) {
  const content = { preHandler: opts.auth.requireStaff() };
  const day = () => new Date().toISOString().slice(0, 10);
  contractRoute(app, c['messages.boSentList'], content, async ({ query }, req) =>
    opts.sent.page(staffOf(req), query),
  );
  contractRoute(
    app,
    c['messages.boSentCsv'],
    content,
    async ({ query }, req, reply): Promise<typeof STREAMED> => {
      const pages = await opts.sent.exportPages(staffOf(req), query.merchantCode);
      const rows = keysetPages(pages, (m) => BigInt(m.id), sentCsvFields);
      const file = { fileName: `messages-${day()}.csv`, header: SENT_CSV_HEADER, rows };
      return auditedCsv(req, reply, opts.audit, { call: 'messages.boSentCsv', filters: query, ...file });
    },
  );
  contractRoute(
    app,
    c['messages.boFeedbackCsv'],
    content,
    async ({ query }, req, reply): Promise<typeof STREAMED> => {
      const pages = await opts.feedback.exportPages(staffOf(req), query);
      const rows = keysetPages(pages, (f) => BigInt(f.id), feedbackCsvFields);
      const file = { fileName: `feedback-${day()}.csv`, header: FEEDBACK_CSV_HEADER, rows };
      return auditedCsv(req, reply, opts.audit, { call: 'messages.boFeedbackCsv', filters: query, ...file });
    },
  );
}
