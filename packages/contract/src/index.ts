export * from './routes';
export * from './error.schema';
export * from './recommend.schema';
export * from './medication.schema';
export * from './feedback.schema';
export * from './system.schema';
export * from './auth.schema';
export * from './documents.schema';
