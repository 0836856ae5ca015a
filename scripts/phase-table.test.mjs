import { describe, expect, it } from 'vitest';
import { elapsed, formatTable, parseRows, rowLine } from './phase-table.mjs';

describe('the phase table', () => {
  it('adds up phases that ran one after another', () => {
    const rows = [
      { name: 'npm ci', wall: 10, cpu: 12, status: 'ok' },
      { name: 'journeys', wall: 300, cpu: 200, status: 'ok', start: 1000 },
    ];
    expect(elapsed(rows)).toBe(310);
    expect(formatTable(rows)).not.toContain('side by side');
  });

  it('counts the time of phases that ran side by side once', () => {
    const rows = [
      { name: 'npm ci', wall: 10, cpu: 12, status: 'ok' },
      { name: 'typecheck', wall: 20, cpu: 30, status: 'ok', start: 1000 },
      { name: 'lint', wall: 5, cpu: 6, status: 'ok', start: 1020 },
      { name: 'unit and integration', wall: 240, cpu: 330, status: 'ok', start: 1000 },
      { name: 'journeys', wall: 300, cpu: 200, status: 'ok', start: 1240 },
    ];
    expect(elapsed(rows)).toBe(10 + 240 + 300);
    const table = formatTable(rows);
    expect(table).toMatch(/total\s+550\.0\s+578\.0\s+ok\s+9 min 10 s/);
    expect(table).toContain('side by side');
  });

  it('carries the start through the phases file, and reads rows written without one', () => {
    const row = { name: 'lint', wall: 5.25, cpu: 6, status: 'ok', start: 1020.5 };
    expect(parseRows(rowLine(row))).toEqual([{ ...row, wall: 5.3 }]);
    expect(parseRows('npm ci\t9.2\t12.1\tok\n')).toEqual([
      { name: 'npm ci', wall: 9.2, cpu: 12.1, status: 'ok' },
    ]);
  });
});
