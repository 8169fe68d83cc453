import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, tokenNotValid, unauthorized } from './errors';

/** Who may call a route. Every route must say; a route that does not is refused at startup. */
export type Access = 'public' | 'user' | 'superuser';

export type Principal = { userId: number; email: string; isSuperuser: boolean };
/** Who is reading, as far as which documents they may see goes: nobody (null), a user, or a superuser. */
export type Viewer = Pick<Principal, 'userId' | 'isSuperuser'> | null;
export const viewerOf = (p: Principal | null): Viewer => (p ? { userId: p.userId, isSuperuser: p.isSuperuser } : null);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The route reads the authorization header itself (CDS Hooks: the EHR's own JWT), so it is not ours to judge. */
    ownAuthorization?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every registered route with its access level: the authorization matrix test walks it. */
    accessTable: { method: string; url: string; access: Access }[];
  }
}

/** Resolves the caller from a `JWT`/`Bearer` authorization header; returns null for an invalid or expired token. */
export type Authenticator = (request: FastifyRequest) => Promise<Principal | null>;

const anonymous: Authenticator = async () => null;
const TOKEN_SCHEME = /^(?:JWT|Bearer)\s+\S+$/i;

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
    if (!access || request.routeOptions.config.ownAuthorization) return done();
    // Credentials come only in the authorization header, as a token: without one the caller is
    // anonymous (another scheme, Basic say, is not ours to judge).
    const header = request.headers.authorization;
    if (header === undefined || !TOKEN_SCHEME.test(header)) return done(access === 'public' ? undefined : unauthorized());
    identify(request, access).then(() => done(), done);
  });

  async function identify(request: FastifyRequest, access: Access): Promise<void> {
    if (access === 'public') {
      // A public answer does not depend on who asks: if the lookup fails (database down), answer anyway.
      const found = await authenticate(request).catch((err: unknown) => {
        request.log.warn({ err }, 'could not look up the caller; answering as anonymous');
        return undefined;
      });
      // A token that is sent must be good, on public routes too (as DRF does): a client whose session
      // expired learns it at once instead of being answered as someone else (docs/adr/0030-invalid-tokens-refused-everywhere.md).
      if (found === null) throw tokenNotValid();
      request.principal = found ?? null;
      return;
    }
    request.principal = await authenticate(request);
    if (!request.principal) throw tokenNotValid();
    if (access === 'superuser' && !request.principal.isSuperuser) throw forbidden();
  }
}
