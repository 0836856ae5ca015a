import { describe, expect, it } from 'vitest';
import { errorTable } from './error-table.ts';

describe('errorTable', () => {
  it('gives each code its status and text', () => {
    const table = errorTable({
      400: { A_BAD: 'Bad {what}', B_BAD: 'Also bad' },
      404: { C_MISSING: 'Not there' },
    });
    expect(table).toEqual({
      A_BAD: { status: 400, message: 'Bad {what}' },
      B_BAD: { status: 400, message: 'Also bad' },
      C_MISSING: { status: 404, message: 'Not there' },
    });
    const status: 404 = table.C_MISSING.status;
    expect(status).toBe(404);
  });
});
