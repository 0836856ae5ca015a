import type { Db } from '../../../db/kysely.ts';
import { staffBrands } from '../../brand/index.ts';
import type { AuditService } from '../../identity/index.ts';
import type { ChatOwner, SendWindow } from './support-chat.repository.ts';
import { supportChatRepository } from './support-chat.repository.ts';
import { supportChatService } from './support-chat.service.ts';
import { supportChatStaffService } from './support-chat-staff.service.ts';

export { supportChatRoutes } from './support-chat.routes.ts';

export function createSupportChat(deps: {
  db: Db;
  audit: AuditService;
  now?: (() => Date) | undefined;
  window?: SendWindow;
  /** Told, once a staff reply or closing commits, whose conversation changed (the push channel). */
  onStaffChange?: (owner: ChatOwner) => void;
}) {
  const repo = supportChatRepository(deps.db);
  const now = deps.now ? { now: deps.now } : {};
  return {
    member: supportChatService({ repo, ...now, ...(deps.window ? { window: deps.window } : {}) }),
    staff: supportChatStaffService({
      repo,
      brands: staffBrands(deps.db),
      audit: deps.audit,
      ...now,
      ...(deps.onStaffChange ? { onStaffChange: deps.onStaffChange } : {}),
    }),
  };
}

export type SupportChat = ReturnType<typeof createSupportChat>;
