// The original client's wire shapes. Only the server's legacy adapter (and its tests) import this entry.
export * from './routes';
export * from './recommend.schema';
export * from './medication.schema';
export * from './ai-settings.schema';
export * from './med-rules.schema';
export * from './library.schema';
export * from './wire-names';
