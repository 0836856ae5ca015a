import {
  createMessages,
  createSupportChat,
  helpRoutes,
  messagesRoutes,
  siteLinksRoutes,
  supportChatRoutes,
} from '../areas/content/index.ts';
import type { WiringContext } from './wiring-context.ts';

/** The inbox, the support chat, the help centre and the site's links. */
export async function registerSupport(c: WiringContext): Promise<void> {
  const inbox = createMessages({
    db: c.db,
    audit: c.audit,
    now: c.now,
    onSent: (merchantId, memberId) =>
      c.hub.publish({
        merchantId,
        ...(memberId === undefined ? {} : { memberId: String(memberId) }),
        event: 'message',
      }),
  });
  await c.app.register(messagesRoutes, { ...inbox, auth: c.auth });
  const chat = createSupportChat({
    db: c.db,
    audit: c.audit,
    now: c.now,
    onStaffChange: (owner) =>
      c.hub.publish({ merchantId: owner.merchantId, memberId: String(owner.memberId), event: 'chat' }),
  });
  await c.app.register(supportChatRoutes, { chat, auth: c.auth });
  await c.app.register(helpRoutes, { db: c.db, audit: c.audit, auth: c.auth });
  await c.app.register(siteLinksRoutes, { db: c.db, audit: c.audit, auth: c.auth });
}
