import { describe, expect, it } from 'vitest';
import { ERRORS } from './error-codes.ts';
import { errorTable, knownError } from './error-table.ts';

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

  it("knows every code of the shell's list with the list's status and text", () => {
    const differ = Object.entries(ERRORS).filter(([code, entry]) => {
      const known = knownError(code);
      return known?.status !== entry.status || known.message !== entry.message;
    });
    expect(differ).toEqual([]);
    expect(knownError('NO_SUCH_CODE')).toBeUndefined();
  });
});
