import type { ApiError } from '@balancer/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

/** The single place errors become HTTP responses: one envelope, no stack traces, no request values. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) return send(reply, request, err.statusCode, err.code, err.message, err.fields);

    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body';
      const fields: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where;
        (fields[key] ??= []).push(issue.message ?? 'Invalid value');
      }
      const summary = Object.entries(fields)
        .map(([field, messages]) => `${field}: ${messages.join('; ')}`)
        .join(' | ');
      // Field names only: values may be clinical input and are never logged.
      request.log.info({ fields: Object.keys(fields) }, 'request failed validation');
      return send(reply, request, 400, 'validation_error', summary, fields);
    }

    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'body: the request body is not valid JSON'
        : err.message;
      const code = status === 413 ? 'payload_too_large' : status === 429 ? 'rate_limited' : 'bad_request';
      return send(reply, request, status, code, message);
    }

    request.log.error({ err }, 'unhandled error');
    return send(reply, request, 500, 'internal_error', 'Internal server error');
  });
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string[]>,
) {
  const body: ApiError = { error: message, code, requestId: request.id, ...(fields ? { fields } : {}) };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
