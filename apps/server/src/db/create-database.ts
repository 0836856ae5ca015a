import type pg from 'pg';

/**
 * Creates database `name` as a copy of `template` ('' for an empty one). PostgreSQL refuses a copy
 * while another copy of the same template is being made, so a busy template is tried again.
 */
export async function createDatabase(admin: pg.Client, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(
        template ? `create database ${name} template ${template}` : `create database ${name}`,
      );
      return;
    } catch (err) {
      const busy = err instanceof Error && /being accessed by other users/.test(err.message);
      if (!busy || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}
