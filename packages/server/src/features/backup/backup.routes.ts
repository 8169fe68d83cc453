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
          'A consistent backup of the embedded database and its documents, streamed (gzipped tarball; restore with `npm run restore`); its sha256 follows the body as the `x-backup-sha256` trailer. 409 while another backup runs, and on PostgreSQL: use pg_dump',
      },
    },
    async (request, reply) => {
      const backup = await service.backup(auditContext(request));
      return (
        reply
          .type('application/gzip')
          .header('content-disposition', `attachment; filename="${backup.fileName}"`)
          .header('cache-control', 'no-store')
          // The hash is known only once the last byte is out: a trailer, not a header (docs/adr/0045).
          .trailer('x-backup-sha256', async () => (await backup.done).sha256)
          .send(backup.body)
      );
    },
  );
}
