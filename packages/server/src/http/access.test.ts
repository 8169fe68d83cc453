import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccessControl } from './access';
import { registerErrorHandler } from './error-handler';

describe('default-deny access control', () => {
  it('refuses to register a route that does not declare who may call it', async () => {
    const app = Fastify();
    registerAccessControl(app);
    expect(() => app.get('/open', async () => 'oops')).toThrow(/declares no access level/);
  });

  it('answers 401 to anonymous callers and 403 to non-superusers', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerAccessControl(app, async (req) =>
      req.headers.authorization === 'JWT user' ? { userId: 1, email: 'u@example.org', isSuperuser: false } : null,
    );
    app.get('/admin', { config: { access: 'superuser' } }, async () => 'secret');
    app.get('/me', { config: { access: 'user' } }, async () => 'mine');
    expect((await app.inject({ url: '/admin' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/admin', headers: { authorization: 'JWT user' } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/me', headers: { authorization: 'JWT user' } })).statusCode).toBe(200);
  });

  it('refuses a bad token with 401 token_not_valid on every route, public ones included, and ignores other schemes', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerAccessControl(app, async () => null);
    app.get('/public', { config: { access: 'public' } }, async (req) => ({ principal: req.principal }));
    app.get('/me', { config: { access: 'user' } }, async () => 'mine');
    for (const url of ['/public', '/me']) {
      const res = await app.inject({ url, headers: { authorization: 'JWT expired.or.forged' } });
      expect([res.statusCode, res.json().code]).toEqual([401, 'token_not_valid']);
    }
    expect((await app.inject({ url: '/public', headers: { authorization: 'Basic dTpw' } })).json()).toEqual({ principal: null });
    expect((await app.inject({ url: '/me', headers: { authorization: 'Basic dTpw' } })).json().code).toBe('not_authenticated');
  });

  it('answers public routes anonymously when the caller cannot be looked up, and refuses protected ones', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    registerAccessControl(app, async () => {
      throw new Error('connection refused');
    });
    app.get('/public', { config: { access: 'public' } }, async (req) => ({ principal: req.principal }));
    app.get('/me', { config: { access: 'user' } }, async () => 'mine');
    const open = await app.inject({ url: '/public', headers: { authorization: 'JWT something' } });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ principal: null });
    expect((await app.inject({ url: '/me', headers: { authorization: 'JWT something' } })).statusCode).toBe(500);
  });
});
