import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { recordAudit, type AuditContext } from '../audit';
import { openBackupStream, type BackupSummary } from './backup-stream';
import { discardStaging } from './data-dir-snapshot';

export type Backup = {
  fileName: string;
  body: Readable;
  /** The archive's size and sha256 once the body has ended; rejects when it was abandoned. */
  done: Promise<BackupSummary>;
};

/** "balancer-backup-2026-11-25T22-15-03Z.tar.gz": sortable, and safe in every file system. */
export const backupFileName = (at: Date) =>
  `balancer-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.tar.gz`;

/**
 * A consistent copy of a running server's embedded database with the document files it references
 * (they live in its data directory), streamed: docs/adr/0045. PostgreSQL servers are backed up with pg_dump.
 */
export function createBackupService(
  database: Pick<Database, 'db' | 'embedded'>,
  log: Pick<Logger, 'info' | 'warn'> = { info: () => undefined, warn: () => undefined },
  now: () => Date = () => new Date(),
) {
  // One backup at a time: two would double the disk and CPU they cost, and share one staging directory.
  let running = false;
  // The body being sent, so that a shutdown can end it rather than wait for a reader who stopped reading.
  let sending: Readable | null = null;
  // A copy left by a process killed mid-backup would otherwise take disk space until the next backup.
  // The first backup waits for it, so the two never remove each other's files.
  const leftover = database.embedded ? discardStaging(database.embedded.dataDir).catch(() => undefined) : Promise.resolve();
  return {
    async backup(who: AuditContext): Promise<Backup> {
      if (!database.embedded)
        throw new AppError(
          409,
          'not_embedded',
          'database: this server uses PostgreSQL; back it up with pg_dump and copy nothing else (docs/deploy.md#backups)',
        );
      if (running) throw new AppError(409, 'backup_running', 'A backup is being written; ask again once it has finished.');
      running = true;
      let stream;
      try {
        await leftover;
        stream = await openBackupStream(database.embedded);
      } catch (err) {
        running = false;
        throw err;
      }
      const fileName = backupFileName(now());
      log.info({ heldMs: stream.heldMs, fileName }, 'backup: database files copied; streaming');
      // Recorded once the whole archive is out, so it says what was sent (the next backup holds it);
      // `done`, and with it the hash trailer, waits for the entry.
      const done = stream.done.then(
        async (summary) => {
          running = false;
          await recordAudit(database.db, who, {
            action: 'system.backup',
            entityType: 'system',
            entityId: 'database',
            before: null,
            after: { fileName, ...summary },
          }).catch((err: unknown) => log.warn({ err }, 'backup: recording the audit entry failed'));
          return summary;
        },
        (err: unknown) => {
          running = false;
          throw err;
        },
      );
      done.catch(() => undefined);
      sending = stream.body;
      stream.body.once('close', () => {
        if (sending === stream.body) sending = null;
      });
      return { fileName, body: stream.body, done };
    },

    /**
     * Ends a backup still being sent (the server is shutting down): a client that stopped reading would
     * otherwise hold the shutdown forever. The download fails, the staging copy is removed as on any
     * abandoned backup, and nothing is recorded as written.
     */
    abort(): void {
      sending?.destroy(new Error('the server is shutting down'));
    },
  };
}
export type BackupService = ReturnType<typeof createBackupService>;
