import type { AreaContext } from '../../platform/area-context.ts';
import { type Port, port } from '../../platform/port.ts';
import type { MemberAuth } from '../../plugins/auth.ts';
import type { AuditService, KycDecidedHook } from '../identity/index.ts';
import { createContent } from './content/content.module.ts';
import { contentRoutes } from './content/content.routes.ts';
import type { ContentPromotionTitles } from './content/content.service.ts';
import { helpRoutes } from './help/help.routes.ts';
import { createMessages, messagesRoutes } from './messages/messages.module.ts';
import type { PushHub } from './push/push.hub.ts';
import { createPush, pushModuleRoutes } from './push/push.module.ts';
import { siteLinksRoutes } from './site-links/site-links.routes.ts';
import {
  createSupportChat,
  supportChatRoutes,
  supportDeskRoutes,
} from './support-chat/support-chat.module.ts';

export interface ContentNeeds {
  auth: MemberAuth;
  audit: AuditService;
  /** Identity's port for telling a member the outcome of their identity review. */
  kycDecided: Port<KycDecidedHook>;
}

/** The inbox, the support chat, the help centre and the site's links; their changes reach the page. */
async function registerSupport(ctx: AreaContext, needs: ContentNeeds, hub: PushHub) {
  const { app, db, now } = ctx;
  const { auth, audit } = needs;
  const inbox = createMessages({
    db,
    audit,
    now,
    onSent: (merchantId, memberId) =>
      hub.publish({
        merchantId,
        ...(memberId === undefined ? {} : { memberId: String(memberId) }),
        event: 'message',
      }),
  });
  await app.register(messagesRoutes, { ...inbox, auth, audit });
  const chat = createSupportChat({
    db,
    audit,
    bus: ctx.bus,
    now,
    onStaffChange: (owner) =>
      hub.publish({ merchantId: owner.merchantId, memberId: String(owner.memberId), event: 'chat' }),
  });
  await app.register(supportChatRoutes, { chat, auth });
  await app.register(supportDeskRoutes, { chat, auth });
  await app.register(helpRoutes, { db, audit, auth });
  await app.register(siteLinksRoutes, { db, audit, auth });
  needs.kycDecided.fill(inbox.kycNotice);
}

/**
 * Content: the push channel, banners, notices and popups, the inbox, the support chat, help and
 * site links. Port: rewards fills in the brand's live promotion titles the notice call lists.
 */
export async function registerContent(ctx: AreaContext, needs: ContentNeeds) {
  const { app, db, bus } = ctx;
  const push = createPush(db, bus);
  app.addHook('onClose', async () => push.close());
  await app.register(pushModuleRoutes, { push, auth: needs.auth });
  const promotionTitles = port<ContentPromotionTitles>('content.promotionTitles');
  const content = createContent({
    db,
    bus,
    audit: needs.audit,
    dataDir: ctx.dataDir,
    promotionTitles: (merchant, language) => promotionTitles.use(merchant, language),
    ...(ctx.now ? { now: ctx.now } : {}),
  });
  await app.register(contentRoutes, {
    ...content,
    auth: needs.auth,
    audit: needs.audit,
    pictures: ctx.pictures,
  });
  await registerSupport(ctx, needs, push.hub);
  return { hub: push.hub, firstBanner: content.content.firstBanner, ports: { promotionTitles } };
}

export type ContentArea = Awaited<ReturnType<typeof registerContent>>;
