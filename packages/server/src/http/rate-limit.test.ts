import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createErrorRenderer, registerErrorHandler } from './error-handler';
import { addressKey, registerRateLimit } from './rate-limit';

describe('addressKey', () => {
  it('keeps IPv4 as it is and reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = addressKey('2001:db8:0:1::1');
    expect(key).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0DB8:0000:0001:ffff:1:2:3')).toBe(key);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

async function appWith(perMinute: number) {
  const app = Fastify();
  registerErrorHandler(app, createErrorRenderer());
  registerRateLimit(app, perMinute);
  app.get('/a', async () => 'a');
  app.get('/b', async () => 'b');
  app.get('/own', { config: { rateLimit: { max: 1 } } }, async () => 'own');
  app.get('/none', { config: { rateLimit: false } }, async () => 'none');
  app.get(
    '/by-header',
    { config: { rateLimit: { max: (r) => Number(r.headers['x-max']), key: (r) => String(r.headers['x-who']) } } },
    async () => 'h',
  );
  await app.ready();
  return app;
}

describe('registerRateLimit', () => {
  it('shares the general budget across routes and answers 429 with retry-after once it is spent', async () => {
    const app = await appWith(3);
    const statuses = [];
    for (const url of ['/a', '/b', '/a', '/b']) statuses.push((await app.inject({ url })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await app.inject({ url: '/a' });
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address has its own budget.
    expect((await app.inject({ url: '/a', remoteAddress: '198.51.100.1' })).statusCode).toBe(200);
  });

  it('gives a route with its own budget its own counters, and none to a route that opts out', async () => {
    const app = await appWith(2);
    expect((await app.inject({ url: '/own' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/own' })).statusCode).toBe(429);
    expect((await app.inject({ url: '/a' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await app.inject({ url: '/none' })).statusCode).toBe(200);
  });

  it('reads the budget and the key from the request when the route says how', async () => {
    const app = await appWith(100);
    const ask = (who: string, max: number) => app.inject({ url: '/by-header', headers: { 'x-who': who, 'x-max': String(max) } });
    expect((await ask('ann', 1)).statusCode).toBe(200);
    expect((await ask('ann', 1)).statusCode).toBe(429);
    expect((await ask('ann', 5)).statusCode).toBe(200);
    expect((await ask('bob', 1)).statusCode).toBe(200);
  });
});
