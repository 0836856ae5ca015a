export { registerReports } from './register.ts';
export type { ReportTables } from './reports/reports.tables.ts';
