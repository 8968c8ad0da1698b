export * from './config-docs.ts';
export * from './config-fields.ts';
export * from './config-slice.ts';
export * from './load-config.ts';
export * from './platform-config.ts';
export * from './render-config-table.ts';
export * from './render-env-example.ts';
