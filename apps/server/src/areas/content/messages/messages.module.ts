import { afterCommit } from '../../../db/commit-hooks.ts';
import type { Db } from '../../../db/kysely.ts';
import { staffBrands } from '../../brand/index.ts';
import type { AuditService } from '../../identity/index.ts';
import { feedbackService } from './feedback.service.ts';
import { kycNotice } from './kyc-notice.ts';
import { messagesRepository } from './messages.repository.ts';
import { messagesService } from './messages.service.ts';
import { sentMessagesService } from './sent-messages.service.ts';

export { messagesRoutes } from './messages.routes.ts';

export function createMessages(deps: {
  db: Db;
  audit: AuditService;
  now?: (() => Date) | undefined;
  /** Told, once the sending transaction commits, who has a new message (the push channel). */
  onSent?: (merchantId: number, memberId: bigint | undefined) => void;
}) {
  const repo = messagesRepository(deps.db);
  const { onSent } = deps;
  if (onSent) {
    const send = repo.send;
    repo.send = async (merchantId, audience, message, tx) => {
      const sent = await send(merchantId, audience, message, tx);
      const memberId = audience.kind === 'member' ? audience.memberId : undefined;
      afterCommit((tx ?? deps.db) as Db, () => onSent(merchantId, memberId));
      return sent;
    };
  }
  const brands = staffBrands(deps.db);
  const shared = { repo, brands, audit: deps.audit, ...(deps.now ? { now: deps.now } : {}) };
  return {
    messages: messagesService(shared),
    feedback: feedbackService(shared),
    sent: sentMessagesService(shared),
    kycNotice: kycNotice(repo),
  };
}
