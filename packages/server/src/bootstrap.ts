import type { FastifyServerOptions } from 'fastify';
import { buildApp, type AppDeps } from './app';
import { loadDefaultClinicalContent } from './clinical/clinical-content';
import type { Config } from './config/env';
import { openDatabase } from './db/client';

/** Opens and migrates the database, seeds the catalogue and builds the app. Used by main and by tests. */
export async function bootstrap(
  config: Config,
  logger?: FastifyServerOptions['logger'],
  hooks: Pick<AppDeps, 'onAdminStatus' | 'printMail'> = {},
) {
  const content = loadDefaultClinicalContent();
  const database = await openDatabase(config.database);
  try {
    const caps = await database.alone(async () => {
      await database.migrate();
      return database.capabilities();
    });
    const { app, seed, startJobs } = await buildApp({
      config,
      database,
      content,
      capabilities: caps,
      ...(logger !== undefined ? { logger } : {}),
      ...hooks,
    });
    if (!caps.trigram) app.log.warn('pg_trgm is not available in this database: fuzzy drug-name matching is off');
    const seeded = await database.alone(seed);
    app.log.info({ database: database.kind, seeded }, 'database ready');
    app.addHook('onClose', () => database.close());
    await startJobs();
    return app;
  } catch (err) {
    await database.close();
    throw err;
  }
}
