import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { notFound } from '../../http/errors';

/**
 * Serves the built SPA: real files where they exist, index.html for any other non-API path so that
 * client-side routes survive a reload. Unknown paths under a machine prefix stay JSON 404s, so that a
 * client probing an API (or CDS Hooks when no EHR client is configured) never gets the SPA's HTML.
 */
const machinePrefixes = ['/api', '/cds-services'];
const isMachinePath = (urlPath: string) => machinePrefixes.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));

export async function webRoutes(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (!hasBuild) app.log.warn({ webDist }, 'web app not built: run `npm run build`; serving the API only');
  await app.register(fastifyStatic, { root: webDist, serve: false });

  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (isMachinePath(urlPath)) throw notFound(`No API route ${request.method} ${urlPath}`);
    if (!hasBuild) throw notFound('The web app is not built');
    const file = path
      .normalize(urlPath)
      .replace(/^(\.\.[/\\])+/, '')
      .slice(1);
    if (file && file !== 'index.html' && existsSync(path.join(webDist, file))) {
      // Vite fingerprints everything under assets/, so those never change.
      const immutable = file.startsWith('assets/');
      return reply.sendFile(file, { immutable, maxAge: immutable ? '1y' : 0 });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
