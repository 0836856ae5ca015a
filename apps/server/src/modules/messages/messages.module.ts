import type { Db } from '../../db/kysely.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { brandsRepository } from '../staff/brands.repository.ts';
import { feedbackService } from './feedback.service.ts';
import { messagesRepository } from './messages.repository.ts';
import { messagesService } from './messages.service.ts';

export { messagesRoutes } from './messages.routes.ts';

export function createMessages(deps: { db: Db; audit: AuditService; now?: (() => Date) | undefined }) {
  const repo = messagesRepository(deps.db);
  const brands = brandsRepository(deps.db);
  const shared = { repo, brands, audit: deps.audit, ...(deps.now ? { now: deps.now } : {}) };
  return { messages: messagesService(shared), feedback: feedbackService(shared) };
}
