import { apiRoutes } from '@balancer/contract';
import { auditContext } from '../audit';
import type { FastifyZod } from '../../http/fastify-zod';
import type { BackupService } from './backup.service';

export function backupRoutes(app: FastifyZod, service: BackupService): void {
  app.post(
    apiRoutes.backup,
    {
      config: { access: 'superuser' },
      schema: {
        tags: ['system'],
        summary:
          'A consistent backup of the embedded database and its documents (gzipped tarball; restore with `npm run restore`). 409 on PostgreSQL: use pg_dump',
      },
    },
    async (request, reply) => {
      const backup = await service.backup(auditContext(request));
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${backup.fileName}"`)
        .header('x-backup-sha256', backup.sha256)
        .header('cache-control', 'no-store')
        .send(backup.bytes);
    },
  );
}
