import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastExport } from '../../../test/csv-download.ts';
import { caller } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

const ROWS = 1_000_000;
const LF = 0x0a;

/** A full collection on demand, so what is measured is what is still held, not garbage not yet swept. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

describe.each(dbKinds)('the audit log as CSV on %s', (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  const staff = staffKit(() => t, '10.55.0.1');
  let admin: string;
  let base: string;

  beforeAll(async () => {
    admin = await staff.login();
    await sql`insert into audit_log (staff_id, action, target_type, target_id, before, after, ip)
      select null, 'bench.action', 'export55', n::text, null, jsonb_build_object('n', n, 'note', 'a "quoted", text'), '10.55.0.9'
      from generate_series(1, ${ROWS}::int) n`.execute(t.database.db);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);

  it('writes a formula-looking value as text and quotes what needs quoting', async () => {
    await sql`insert into audit_log (staff_id, action, target_type, target_id, after, ip)
      values (null, 'probe', 'export55probe', '=HYPERLINK("x")', '{"a":1}', null)`.execute(t.database.db);
    const res = await call('GET', '/bo/api/audit.csv?targetType=export55probe', { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, row, end] = res.body.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('id,at,staffId,action,targetType,targetId,ip,before,after');
    expect(row).toMatch(/^\d+,[^,]+,,probe,export55probe,"'=HYPERLINK\(""x""\)",,,"\{""a"":1\}"$/);
    expect(end).toBe('');
    const auditor = await staff.withRoles('auditor55', ['auditor']);
    expect(
      (await call('GET', '/bo/api/audit.csv?targetType=export55probe', { token: auditor })).statusCode,
    ).toBe(200);
    // The export itself is audit-logged: who took it, which export, with what filters.
    const taken = await lastExport(t.database.db);
    expect(taken).toMatchObject({
      target_type: 'csv_export',
      target_id: 'audit.exportCsv',
      after: { filters: { targetType: 'export55probe' } },
    });
    const auditorId = await t.database.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'auditor55')
      .executeTakeFirstOrThrow();
    expect(taken?.staff_id).toBe(auditorId.id);
    const finance = await staff.withRoles('finance55', ['finance']);
    expect((await call('GET', '/bo/api/audit.csv', { token: finance })).statusCode).toBe(403);
    expect((await lastExport(t.database.db))?.staff_id).toBe(auditorId.id);
  });

  it('streams a million rows in bounded memory, every row once', async () => {
    const gc = collector();
    gc();
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    // What the server and this reader still hold, at each tenth of the download.
    const measure = () => {
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    };
    {
      const res = await fetch(`${base}/bo/api/audit.csv?targetType=export55`, {
        headers: { authorization: `Bearer ${admin}`, 'x-forwarded-for': '10.55.0.1' },
      });
      expect(res.status).toBe(200);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      // Line ends are counted in the bytes as they come; only the first rows and the end of the
      // file are decoded, so the reader's own cost stays small beside the server's.
      const decoder = new TextDecoder();
      let lines = 0;
      let head = '';
      let end = new Uint8Array(0);
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (head.length < 1024) head += decoder.decode(value.subarray(0, 1024), { stream: true });
        for (let at = value.indexOf(LF); at !== -1; at = value.indexOf(LF, at + 1)) {
          lines += 1;
          if (lines % (ROWS / 10) === 0) measure();
        }
        end = Uint8Array.from([...end.subarray(-512), ...value.subarray(-512)]);
      }
      const tail = new TextDecoder().decode(end).split('\r\n');
      expect(tail.pop()).toBe('');
      expect(lines).toBe(ROWS + 1);
      // Newest first: the last row written is the first inserted.
      expect(head.split('\r\n')[1]?.split(',')[5]).toBe(String(ROWS));
      expect(tail.pop()?.split(',')[5]).toBe('1');
    }
    // The file is about 150 MB of text; streaming holds a page of rows and a chunk at a time.
    expect(peak - baseline).toBeLessThan(48 * 1024 * 1024);
  }, 240_000);
});
