import type { ApiError } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/v2/feedback', () => {
  it('stores feedback and echoes it with 201', async () => {
    const json = { feedbacktype: 'issue', name: 'Dr Test', email: 'test@example.org', message: 'Tier looks off' };
    const { status, body } = await server.api('/api/v2/feedback', { method: 'POST', json });
    expect(status).toBe(201);
    expect(body).toEqual(json);
  });

  it('accepts the non-identifying summary of a reported result', async () => {
    const patient = {
      state: 'Manic',
      riskFactors: ['kidneyHistory'],
      priorMedications: [],
      first: ['Quetiapine'],
      second: [],
      third: [],
      excluded: ['Lithium'],
    };
    const { status } = await server.api('/api/v2/feedback', {
      method: 'POST',
      json: { feedbacktype: 'issue', name: 'A', email: 'a@example.org', message: 'm', patient },
    });
    expect(status).toBe(201);
  });

  it('answers each invalid field with the form messages', async () => {
    const { status, body } = await server.api<ApiError>('/api/v2/feedback', {
      method: 'POST',
      json: { feedbacktype: 'praise', name: ' ', email: 'not-an-email', message: '' },
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      feedbacktype: ['You must select a feedback type'],
      name: ['Name is a required field'],
      email: ['You have entered an invalid email'],
      message: ['Message is a required field'],
    });
  });

  it('refuses free text smuggled into the patient summary', async () => {
    const { status, body } = await server.api<ApiError>('/api/v2/feedback', {
      method: 'POST',
      json: {
        feedbacktype: 'issue',
        name: 'A',
        email: 'a@example.org',
        message: 'm',
        patient: {
          state: 'Manic',
          riskFactors: [],
          priorMedications: [],
          first: [],
          second: [],
          third: [],
          excluded: [],
          description: 'x',
        },
      },
    });
    expect(status).toBe(400);
    expect(Object.keys(body.fields ?? {})).toEqual(['patient']);
  });
});

describe('POST /api/v2/newsletter', () => {
  it('subscribes, idempotently, with a confirmation message', async () => {
    for (const email of ['reader@example.org', 'READER@example.org']) {
      const { status, body } = await server.api<{ message: string }>('/api/v2/newsletter', { method: 'POST', json: { email } });
      expect(status).toBe(201);
      expect(body.message).toMatch(/subscrib/i);
    }
  });

  it('names the field of a bad address', async () => {
    const { status, body } = await server.api<ApiError>('/api/v2/newsletter', { method: 'POST', json: { email: 'nope' } });
    expect(status).toBe(400);
    expect(body.fields?.email).toEqual(['You have entered an invalid email']);
  });
});
