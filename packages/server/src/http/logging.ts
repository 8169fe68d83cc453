import type { FastifyError, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Longest string a log line keeps of any one field; the rest is counted, not written. */
export const MAX_LOGGED_CHARS = 2000;

/** Paths whose segments after the prefix are secrets (e-mailed uid and token). */
const secretPaths = [
  /^(\/password\/reset\/confirm)\/[^?#]*/,
  /^(\/activate)\/[^?#]*/,
  /^(\/confirm-email)\/[^?#]*/,
  /^(\/cancel-email-change)\/[^?#]*/,
];

/**
 * What the access log keeps of a URL: the path, with e-mailed tokens removed, and the names of the
 * query parameters without their values (search terms and names can be clinical or personal).
 */
export function redactUrl(url: string): string {
  const [rawPath = '', query] = url.split(/\?(.*)/s, 2);
  let pathPart = rawPath;
  for (const pattern of secretPaths) pathPart = pathPart.replace(pattern, '$1/[redacted]');
  if (query === undefined) return pathPart;
  const names = query
    .split('&')
    .map((pair) => pair.split('=')[0] ?? '')
    .filter(Boolean);
  return `${pathPart}?${names.map((n) => `${n.slice(0, 40)}=[redacted]`).join('&')}`;
}

/**
 * Drizzle puts a failed statement's parameters into the error's message (and so its stack): e-mails,
 * feedback text, password hashes, page text. They are cut, and any text is capped.
 */
export function redactText(text: string): string {
  const cut = text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
  return cut.length > MAX_LOGGED_CHARS ? `${cut.slice(0, MAX_LOGGED_CHARS)}… [${cut.length - MAX_LOGGED_CHARS} more characters]` : cut;
}

/** PostgreSQL error fields that can quote row values ("Key (email)=(…) already exists"). */
const valueFields = new Set(['params', 'detail', 'where', 'internalQuery', 'query']);

function serializeValue(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 3) return typeof err === 'string' ? redactText(err) : err;
  const out: Record<string, unknown> = { type: err.constructor.name, message: redactText(err.message), stack: redactText(err.stack ?? '') };
  for (const [key, value] of Object.entries(err)) {
    if (valueFields.has(key) || key === 'cause') continue;
    out[key] = typeof value === 'string' ? redactText(value) : value;
  }
  if (err.cause !== undefined) out.cause = serializeValue(err.cause, depth + 1);
  return out;
}

const serializeError = (err: FastifyError) => serializeValue(err) as { type: string; message: string; stack: string };

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Adds the redacting serializers and the length cap to the server's logger options. */
export function withRedaction(options: FastifyServerOptions['logger'] | undefined, level: string): FastifyServerOptions['logger'] {
  if (options === false) return false;
  const base: LoggerOptions = options && options !== true ? options : { level };
  return {
    ...base,
    serializers: {
      ...base.serializers,
      req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      err: serializeError,
    },
    formatters: {
      ...base.formatters,
      // Every top-level string (a job's `reason`, a message) passes the same cut and cap.
      log: (object: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(object).map(([key, value]) => [key, typeof value === 'string' ? redactText(value) : value])),
    },
  };
}
