import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ corsOrigins: ['https://clinic.example.org'] });
});
afterAll(() => server.close());

const preflight = (origin: string, path = '/api/auth/jwt/create/') =>
  fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
  });

describe('CORS_ORIGINS', () => {
  it("answers a listed origin's preflight with 204 and the allowed methods and headers, on legacy and v2 paths", async () => {
    for (const path of ['/api/auth/jwt/create/', '/api/v2/recommendations']) {
      const res = await preflight('https://clinic.example.org', path);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('https://clinic.example.org');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
    }
    const get = await server.api('/api/v2/version', { headers: { origin: 'https://clinic.example.org' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('https://clinic.example.org');
    expect(get.headers.get('vary')).toContain('Origin');
  });

  it('gives any other origin no CORS headers', async () => {
    const res = await preflight('https://evil.example.com');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const get = await server.api('/api/v2/version', { headers: { origin: 'https://evil.example.com' } });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});
