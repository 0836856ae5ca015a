import type { FastifyInstance } from 'fastify';
import type { PushHub } from '../areas/content/index.ts';
import type { AuditService } from '../areas/identity/index.ts';
import type { Db } from '../db/kysely.ts';
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
