/**
 * Every table, for Drizzle and drizzle-kit (drizzle.config.ts reads this file): each feature's tables
 * live in ./tables, re-exported here so imports and migrations name one schema.
 */
export * from './tables/meta';
export * from './tables/auth';
export * from './tables/mail';
export * from './tables/feedback';
export * from './tables/documents';
export * from './tables/jobs';
export * from './tables/assistant';
export * from './tables/cds-hooks';
export * from './tables/admin';
export * from './tables/annotations';
export * from './tables/content-merge';
