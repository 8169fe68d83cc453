import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';

/** What the real server writes to its access log for requests that carry secrets or personal text. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the access log', () => {
  it('never holds e-mailed tokens or query values', async () => {
    await server.api('/password/reset/confirm/MQ/reset-token-4f1c9');
    await server.api('/activate/Mg/activation-token-77ab');
    await server.api('/confirm-email/Mw/email-change-token-31d0');
    await server.api('/cancel-email-change/Mw/email-cancel-token-8e2a');
    await server.api('/api/v1/api/get_full_list_med?name=Patient-Surname-Zyx');
    const logs = server.logs.join('');
    expect(logs).toContain('/password/reset/confirm/[redacted]');
    for (const secret of [
      'reset-token-4f1c9',
      'activation-token-77ab',
      'email-change-token-31d0',
      'email-cancel-token-8e2a',
      'Patient-Surname-Zyx',
    ])
      expect(logs).not.toContain(secret);
  });
});
