import {
  authRoutes,
  changeEmailRequestSchema,
  emailRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetConfirmRequestSchema,
  setPasswordRequestSchema,
  uidTokenSchema,
  updateMeRequestSchema,
  userSchema,
} from '@balancer/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyZod } from '../../http/fastify-zod';
import { unauthorized } from '../../http/errors';
import { auditContext } from '../audit';
import type { AccountsService } from './accounts.service';
import type { OwnAccountService } from './own-account.service';

const noContent = { 204: z.null().describe('No content') };
const userId = (request: FastifyRequest) => {
  if (!request.principal) throw unauthorized();
  return request.principal.userId;
};

/**
 * djoser-compatible account endpoints. Registration, activation and resets allow a sixtieth of the
 * general per-address limit per minute (10 at the default 600), never fewer than 10.
 */
export function usersRoutesPlugin(
  app: FastifyZod,
  services: { accounts: AccountsService; own: OwnAccountService },
  rateLimitPerMinute: number,
): void {
  const { accounts, own } = services;
  const limited = {
    access: 'public' as const,
    rateLimit: { max: Math.max(10, Math.floor(rateLimitPerMinute / 60)) },
  };

  app.post(
    authRoutes.users,
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Register (the account stays inactive until activated by e-mail)',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await accounts.register(request.body)),
  );
  app.post(
    authRoutes.activation,
    {
      config: limited,
      schema: { tags: ['auth'], summary: 'Activate an account with the e-mailed uid and token', body: uidTokenSchema, response: noContent },
    },
    async (request, reply) => {
      await accounts.activate(request.body.uid, request.body.token);
      return reply.status(204).send(null);
    },
  );
  app.post(
    authRoutes.resendActivation,
    {
      config: limited,
      schema: { tags: ['auth'], summary: 'Send the activation e-mail again (always 204)', body: emailRequestSchema, response: noContent },
    },
    async (request, reply) => {
      await accounts.resendActivation(request.body.email);
      return reply.status(204).send(null);
    },
  );
  app.get(
    authRoutes.me,
    { config: { access: 'user' }, schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: userSchema } } },
    async (request) => accounts.me(userId(request)),
  );
  app.patch(
    authRoutes.me,
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], summary: "Change the signed-in user's names", body: updateMeRequestSchema, response: { 200: userSchema } },
    },
    async (request) => accounts.updateMe(userId(request), request.body),
  );
  app.post(
    authRoutes.setPassword,
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (needs the current one)',
        body: setPasswordRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { currentPassword: current, newPassword: next } = request.body;
      await accounts.setPassword(auditContext(request), userId(request), current, next, request.ip);
      return reply.status(204).send(null);
    },
  );
  app.post(
    authRoutes.resetPassword,
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password-reset link (always 204: no account enumeration)',
        body: emailRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await accounts.requestPasswordReset(request.body.email);
      return reply.status(204).send(null);
    },
  );
  app.post(
    authRoutes.resetPasswordConfirm,
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed uid and token',
        body: resetConfirmRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await accounts.confirmPasswordReset(request.body.uid, request.body.token, request.body.newPassword);
      return reply.status(204).send(null);
    },
  );
  app.post(
    authRoutes.changeEmail,
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Change the address: a confirmation link goes to the new one (needs the current password)',
        body: changeEmailRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { newEmail, currentPassword: current } = request.body;
      await own.requestEmailChange(auditContext(request), userId(request), newEmail, current, request.ip);
      return reply.status(204).send(null);
    },
  );
  app.post(
    authRoutes.confirmEmail,
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Confirm a new address with the e-mailed uid and token',
        body: uidTokenSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await own.confirmEmailChange(request.body.uid, request.body.token);
      return reply.status(204).send(null);
    },
  );
  app.post(
    authRoutes.cancelEmailChange,
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Stop an address change (or undo it) with the uid and token mailed to the old address; signs out everywhere',
        body: uidTokenSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await own.cancelEmailChange(request.body.uid, request.body.token);
      return reply.status(204).send(null);
    },
  );
  app.post(
    authRoutes.signOutEverywhere,
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], summary: 'Sign out every session of the signed-in user, this one included', response: noContent },
    },
    async (request, reply) => {
      await own.signOutEverywhere(auditContext(request), userId(request));
      return reply.status(204).send(null);
    },
  );
}
