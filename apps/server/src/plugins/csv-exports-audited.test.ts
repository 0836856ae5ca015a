import { type ApiContract, CONTRACTS } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastExport } from '../test/csv-download.ts';
import { caller } from '../test/member-kit.ts';
import { staffKit } from '../test/staff-kit.ts';
import { suiteApp } from '../test/test-app.ts';

/** Every back-office call that answers a CSV file: the ones whose path ends in `.csv`. */
const EXPORTS = Object.entries(CONTRACTS as Record<string, ApiContract>).filter(
  ([, contract]) => contract.auth === 'staff' && contract.path.endsWith('.csv'),
);

/**
 * The smallest query each export accepts. A new export fails here until it is named, so none is
 * added without this test asking whether it is audit-logged.
 */
const QUERIES: Record<string, string> = {
  'audit.exportCsv': '',
  'staff.exportCsv': 'role=finance',
  'memberConsole.exportCsv': 'username=nobody_here',
  'members.kycQueueCsv': '',
  'moneyConsole.adjustmentsCsv': '',
  'money.exportDeposits': 'status=paid',
  'reports.withdrawalsCsv': 'status=pending',
  'reports.betsCsv': 'from=2026-01-01&to=2026-01-31',
  'reports.dashboardCsv': 'from=2026-01-01&to=2026-01-31',
  'reports.roundsCsv': 'game=1&day=2026-01-01',
  'agentsConsole.treeCsv': 'username=agent',
  'agentsConsole.runsCsv': 'type=daily',
  'agentsConsole.statementsCsv': 'type=daily',
  'lottery.boDrawsCsv': 'gameCode=vn-mb',
  'catalogAdmin.exportCsv': 'vendor=PRAGMATIC',
  'content.bannersCsv': 'merchantId=1&language=EN',
  'content.noticesCsv': 'merchantId=1&kind=popup',
  'help.boCsv': 'language=EN',
  'siteLinks.csv': '',
  'messages.boSentCsv': '',
  'messages.boFeedbackCsv': 'status=open',
  'offers.csv': 'merchantId=1',
  'offers.takersCsv': 'promotionId=1',
};

describe('every CSV export is audit-logged', () => {
  const t = suiteApp('pglite');
  const call = caller(() => t);
  const staff = staffKit(() => t, '10.57.0.1');
  let admin = '';

  beforeAll(async () => {
    admin = await staff.login();
  });

  it('knows every export call', () => {
    expect(EXPORTS.length).toBeGreaterThanOrEqual(10);
    expect(EXPORTS.map(([name]) => name).filter((name) => !(name in QUERIES))).toEqual([]);
  });

  it.each(EXPORTS.map(([name, contract]) => [name, contract] as const))(
    '%s writes who took it and with which filters before the file',
    async (name, contract) => {
      const query = QUERIES[name] ?? '';
      const res = await call('GET', `${contract.path}${query ? `?${query}` : ''}`, { token: admin });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const taken = await lastExport(t.database.db);
      expect(taken).toMatchObject({ target_type: 'csv_export', target_id: name });
      const filters = Object.fromEntries(new URLSearchParams(query));
      expect(taken?.after).toMatchObject({ filters: expect.objectContaining(filters) });
    },
  );
});
