export * from './brands.contract.ts';
export * from './brands.endpoints.ts';
export * from './brands.schema.ts';
export * from './brands-errors.ts';
export * from './system.contract.ts';
export * from './system.endpoints.ts';
