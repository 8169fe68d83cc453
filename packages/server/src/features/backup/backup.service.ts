import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { recordAudit, type AuditContext } from '../audit';

export type Backup = { bytes: Buffer; fileName: string; sha256: string };

/** "balancer-backup-2026-11-25T22-15-03Z.tar.gz": sortable, and safe in every file system. */
export const backupFileName = (at: Date) =>
  `balancer-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.tar.gz`;

/**
 * A consistent copy of a running server's embedded database with the document files it references
 * (they live in its data directory): docs/adr/0037. PostgreSQL servers are backed up with pg_dump.
 */
export function createBackupService(database: Pick<Database, 'db' | 'dumpDataDir'>, now: () => Date = () => new Date()) {
  return {
    async backup(who: AuditContext): Promise<Backup> {
      if (!database.dumpDataDir)
        throw new AppError(
          409,
          'not_embedded',
          'database: this server uses PostgreSQL; back it up with pg_dump and copy nothing else (docs/deploy.md#backups)',
        );
      const blob = await database.dumpDataDir();
      const bytes = Buffer.from(await blob.arrayBuffer());
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const fileName = backupFileName(now());
      // Recorded after the copy, so the backup does not hold its own entry; the next one will.
      await recordAudit(database.db, who, {
        action: 'system.backup',
        entityType: 'system',
        entityId: 'database',
        before: null,
        after: { fileName, bytes: bytes.length, sha256 },
      });
      return { bytes, fileName, sha256 };
    },
  };
}
export type BackupService = ReturnType<typeof createBackupService>;
