import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

/** Who may call a route. Every route must say; a route that does not is refused at startup. */
export type Access = 'public' | 'user' | 'superuser';

export type Principal = { userId: string; email: string; isSuperuser: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every registered route with its access level: the authorization matrix test walks it. */
    accessTable: { method: string; url: string; access: Access }[];
  }
}

/** Resolves the caller from the request's authorization header; returns null for invalid credentials. */
export type Authenticator = (request: FastifyRequest) => Promise<Principal | null>;

const anonymous: Authenticator = async () => null;

/**
 * Default deny: a route without `config.access` makes registration throw, so a forgotten
 * declaration cannot ship as an open endpoint.
 */
export function registerAccessControl(app: FastifyInstance, authenticate: Authenticator = anonymous): void {
  app.decorateRequest('principal', null);
  const table: FastifyInstance['accessTable'] = [];
  app.decorate('accessTable', table);
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access level`);
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });
  // Callback style, so the common case (a public route, no credentials) costs no promise: this runs
  // on every request, the suggester's included (docs/adr/0023).
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    // Unmatched URLs (404 handler) have no access level and nothing to protect.
    if (!access) return done();
    // Credentials come only in the authorization header: without it the caller is anonymous.
    if (request.headers.authorization === undefined) return done(access === 'public' ? undefined : unauthorized());
    identify(request, access).then(() => done(), done);
  });

  async function identify(request: FastifyRequest, access: Access): Promise<void> {
    // Invalid or expired credentials make a caller anonymous; only protected routes refuse them.
    if (access === 'public') {
      // A public answer does not depend on who asks: if the lookup fails (database down), answer anyway.
      request.principal = await authenticate(request).catch((err: unknown) => {
        request.log.warn({ err }, 'could not look up the caller; answering as anonymous');
        return null;
      });
      return;
    }
    request.principal = await authenticate(request);
    if (!request.principal) throw unauthorized();
    if (access === 'superuser' && !request.principal.isSuperuser) throw forbidden();
  }
}
