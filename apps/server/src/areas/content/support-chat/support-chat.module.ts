import type { Db } from '../../../db/kysely.ts';
import type { ChangeBus } from '../../../platform/change-bus.ts';
import { staffBrands } from '../../brand/index.ts';
import type { AuditService } from '../../identity/index.ts';
import { deskHub } from './desk-hub.ts';
import type { ChatOwner, SendWindow } from './support-chat.repository.ts';
import { supportChatRepository } from './support-chat.repository.ts';
import type { DeskChange } from './support-chat.service.ts';
import { supportChatService } from './support-chat.service.ts';
import { supportChatStaffService } from './support-chat-staff.service.ts';
import { supportDeskRepository } from './support-desk.repository.ts';
import { supportDeskService } from './support-desk.service.ts';

export { supportChatRoutes } from './support-chat.routes.ts';
export { supportDeskRoutes } from './support-desk.routes.ts';

export function createSupportChat(deps: {
  db: Db;
  audit: AuditService;
  /** Carries desk changes to every instance's staff channels; without it the desk hears nothing live. */
  bus?: ChangeBus;
  now?: (() => Date) | undefined;
  window?: SendWindow;
  /** Told, once a staff reply or closing commits, whose conversation changed (the push channel). */
  onStaffChange?: (owner: ChatOwner) => void;
}) {
  const repo = supportChatRepository(deps.db);
  const now = deps.now ? { now: deps.now } : {};
  const brands = staffBrands(deps.db);
  const hub = deps.bus ? deskHub(deps.bus) : undefined;
  const onDeskChange: DeskChange = (merchantId, chatId, event) =>
    hub?.publish({ merchantId, chatId: chatId.toString(), event });
  return {
    hub,
    member: supportChatService({
      repo,
      ...now,
      ...(deps.window ? { window: deps.window } : {}),
      onDeskChange,
    }),
    staff: supportChatStaffService({
      repo,
      brands,
      audit: deps.audit,
      ...now,
      ...(deps.onStaffChange ? { onStaffChange: deps.onStaffChange } : {}),
      onDeskChange,
    }),
    desk: supportDeskService({
      repo: supportDeskRepository(deps.db),
      chats: repo,
      brands,
      audit: deps.audit,
      ...now,
      onChange: (merchantId, chatId) => onDeskChange(merchantId, chatId, 'chat'),
    }),
  };
}

export type SupportChat = ReturnType<typeof createSupportChat>;
