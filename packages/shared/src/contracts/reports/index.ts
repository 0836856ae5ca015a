export * from './reports.contract.ts';
export * from './reports.endpoints.ts';
export * from './reports.schema.ts';
