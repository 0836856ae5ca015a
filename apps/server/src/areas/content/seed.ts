import type { SeedRun } from '../../platform/seed-run.ts';
import { seedDemoContent } from './content/content.seed.ts';
import { seedDemoInbox } from './messages/demo-inbox.ts';

/** The help centre, demo01's inbox, and the banners, notices and popups. */
export async function seedContent(run: SeedRun): Promise<void> {
  const merchantId = run.id('merchantId');
  await seedDemoInbox(run.db, merchantId, run.id('memberId'));
  run.log('help centre and demo inbox ready');
  const content = await seedDemoContent(run.db, merchantId);
  run.log(
    content.notices || content.banners
      ? `site content ready (${content.banners} new banners${content.notices ? ', notices, popups' : ''})`
      : 'site content kept',
  );
}
