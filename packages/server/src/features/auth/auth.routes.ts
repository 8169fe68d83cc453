import {
  accessTokenSchema,
  authRoutes,
  loginRequestSchema,
  refreshRequestSchema,
  tokenPairSchema,
  verifyRequestSchema,
} from '@balancer/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../http/fastify-zod';
import type { AuthService } from './auth.service';

/** simplejwt-compatible token endpoints. */
export function authRoutesPlugin(app: FastifyZod, service: AuthService): void {
  app.post(
    authRoutes.login,
    {
      config: { access: 'public', rateLimit: { max: 60 } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in: e-mail and password for an access and a refresh token',
        body: loginRequestSchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request, reply) => {
      const client = { ip: request.ip, cookies: request.headers.cookie, secure: request.protocol === 'https' };
      const { deviceCookie, ...pair } = await service.login(request.body.email, request.body.password, client);
      void reply.header('set-cookie', deviceCookie);
      return pair;
    },
  );
  app.post(
    authRoutes.refresh,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'A new access token for a refresh token',
        body: refreshRequestSchema,
        response: { 200: accessTokenSchema },
      },
    },
    async (request) => service.refresh(request.body.refresh),
  );
  app.post(
    authRoutes.verify,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Check that a token is valid and unexpired',
        body: verifyRequestSchema,
        response: { 200: z.object({}) },
      },
    },
    async (request) => service.verify(request.body.token),
  );
}
