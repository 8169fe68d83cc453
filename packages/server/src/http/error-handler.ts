import type { ApiError } from '@balancer/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { PdfRefusedError } from '../platform/pdf/pdf-errors';
import { AppError } from './errors';

/**
 * Shapes the body of an error response. The default sends the envelope as it is; an adapter (the
 * legacy API's) may reshape it for the requests it owns.
 */
export type BodyRenderer = (request: FastifyRequest, reply: FastifyReply, status: number, body: ApiError) => unknown;
const asIs: BodyRenderer = (_request, _reply, _status, body) => body;

/** The single place errors become HTTP responses: one envelope, no stack traces, no request values. */
export function registerErrorHandler(app: FastifyInstance, renderError = createErrorRenderer()): void {
  app.setErrorHandler(renderError);
}

/**
 * Renders any error as the one envelope (reshaped by `body` where an adapter owns the request). Used by
 * the error handler and by Fastify's `frameworkErrors` (a URL that cannot be decoded), which Fastify
 * raises before any route or handler exists.
 */
export function createErrorRenderer(body: BodyRenderer = asIs) {
  const send = (
    reply: FastifyReply,
    request: FastifyRequest,
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string[]>,
  ) =>
    reply
      .status(status)
      .type('application/json; charset=utf-8')
      .send(body(request, reply, status, envelope(code, message, request.id, fields)));
  return function renderError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (err instanceof AppError) return send(reply, request, err.statusCode, err.code, err.message, err.fields);
    // Errors of the layers below HTTP become responses here, and only here.
    if (err instanceof PdfRefusedError) return send(reply, request, 422, err.code, `file: ${err.message}`, { file: [err.message] });

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
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'body: the request body is not valid JSON'
          : err.code === 'FST_ERR_BAD_URL'
            ? 'url: the address holds an invalid percent-encoding'
            : err.message;
      const code = status === 413 ? 'payload_too_large' : status === 429 ? 'rate_limited' : 'bad_request';
      return send(reply, request, status, code, message);
    }

    request.log.error({ err }, 'unhandled error');
    return send(reply, request, 500, 'internal_error', 'Internal server error');
  };
}

const envelope = (code: string, message: string, requestId: string, fields?: Record<string, string[]>): ApiError => ({
  error: message,
  code,
  requestId,
  ...(fields ? { fields } : {}),
});

/**
 * Errors Node's HTTP parser raises before there is a request at all (headers over the size limit, a
 * request that never finishes arriving, bytes that are not HTTP): the same envelope, written to the socket.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The request headers are larger than the server accepts.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request took too long to arrive.']
        : [400, 'bad_request', 'The request is not valid HTTP.'];
  const body = JSON.stringify(envelope(code, message, randomUUID()));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
