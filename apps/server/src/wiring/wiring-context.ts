import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/kysely.ts';
import type { AuditService } from '../modules/audit/audit.service.ts';
import type { PushHub } from '../modules/push/push.hub.ts';
import type { PictureRenderer } from '../platform/pictures.ts';
import type { MemberAuth } from '../plugins/auth.ts';

/** What every area's registration needs from the app being built (see app.ts). */
export interface WiringContext {
  app: FastifyInstance;
  db: Db;
  auth: MemberAuth;
  audit: AuditService;
  /** Tells a member's open pages that something of theirs changed. */
  hub: PushHub;
  now: (() => Date) | undefined;
  dataDir: string;
  /** Sizes and converts the pictures the site shows (platform/pictures.ts). */
  pictures: PictureRenderer;
}
