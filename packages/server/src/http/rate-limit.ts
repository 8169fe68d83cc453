import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { isIPv6 } from 'node:net';
import { AppError } from './errors';

/** A route's own per-minute budget in place of the general one; `false` for none at all. */
export type RouteRateLimit = {
  max: number | ((request: FastifyRequest) => number);
  /** Whose budget a request spends; the caller's address (an IPv6 address's /64) by default. */
  key?: (request: FastifyRequest) => string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit | false;
  }
}

const WINDOW_MS = 60_000;
/** Addresses counted at once per budget; past it the oldest window is forgotten (memory stays bounded). */
const MAX_KEYS = 10_000;

/**
 * The caller's address as a budget key: an IPv6 address by its /64 network (one subscriber usually
 * holds a whole /64, so rotating addresses inside it would reset the count), an IPv4-mapped one as IPv4.
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

type Window = { count: number; resetAt: number };

/** One budget: a fixed one-minute window per key, counted in this process's memory (docs/adr/0003). */
function createBudget(max: RouteRateLimit['max'], key: (request: FastifyRequest) => string): onRequestHookHandler {
  const windows = new Map<string, Window>();
  const forgetExpired = (now: number) => {
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
  };
  return (request, reply, done) => {
    const now = Date.now();
    const k = key(request);
    let w = windows.get(k);
    if (w === undefined || w.resetAt <= now) {
      if (w === undefined && windows.size >= MAX_KEYS) {
        forgetExpired(now);
        if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
      }
      w = { count: 0, resetAt: now + WINDOW_MS };
      windows.set(k, w);
    }
    const limit = typeof max === 'number' ? max : max(request);
    if (++w.count <= limit) return done();
    const seconds = Math.ceil((w.resetAt - now) / 1000);
    reply.header('retry-after', seconds).header('x-ratelimit-limit', limit).header('x-ratelimit-remaining', 0);
    done(new AppError(429, 'rate_limited', `Rate limit exceeded, retry in ${seconds} seconds`));
  };
}

/**
 * A per-address request budget on every route: `perMinute` by default, or the route's own
 * `config.rateLimit` (its own counters). Synchronous and promise-free: it runs on every request,
 * the suggester's included (docs/adr/0023). Runs after access control, so a budget can depend on
 * who is signed in.
 */
export function registerRateLimit(app: FastifyInstance, perMinute: number): void {
  const byAddress = (request: FastifyRequest) => addressKey(request.ip);
  const general = createBudget(perMinute, byAddress);
  app.addHook('onRoute', (route) => {
    const own = (route.config as { rateLimit?: RouteRateLimit | false } | undefined)?.rateLimit;
    if (own === false) return;
    const hook = own ? createBudget(own.max, own.key ?? byAddress) : general;
    route.onRequest = [route.onRequest ?? []].flat().concat(hook);
  });
}
