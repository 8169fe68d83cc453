import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { cloneTemplate } from './test-database';

/**
 * A database cloned from the run's migrated template for the enclosing file or describe block, opened
 * before its tests and closed and dropped after them; `opened` receives it.
 */
export function withClonedDatabase(opened: (database: Database) => void | Promise<void>): void {
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const clone = await cloneTemplate(inject('dbTemplate'));
    drop = clone.drop;
    database = await openDatabase(clone.target);
    await opened(database);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });
}
