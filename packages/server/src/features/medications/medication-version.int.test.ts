import type { ApiError, ContentVersionInfo, MedicationDetail } from '@balancer/contract';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../../test/test-server';
import { withServerAdminAndReader } from '../../../test/users-helpers';

let server: TestServer;
let admin: string;
withServerAdminAndReader('medication.version@example.org', (s) => ({ server, admin } = s));

const version = async () => (await server.api<ContentVersionInfo>('/api/v2/content', { token: admin })).body;
const change = (change: unknown, baseVersion: number) =>
  server.api('/api/v2/content/changes', { method: 'POST', token: admin, json: { change, reason: 'Test', confirm: true, baseVersion } });
const detail = (id: string, contentVersion?: string) =>
  server.api<MedicationDetail & ApiError>(
    `/api/v2/medications/${id}${contentVersion ? `?contentVersion=${encodeURIComponent(contentVersion)}` : ''}`,
  );

describe('a medication at the content version of the answer it belongs to (issue 42)', () => {
  it('serves the detail an answer was given on, after the medication was edited away', async () => {
    const v1 = await version();
    const add = { kind: 'medication.add', name: 'Testazine', benefits: [{ text: 'Invented benefit' }], risks: [{ text: 'Invented risk' }] };
    expect((await change(add, v1.id)).status).toBe(201);
    const v2 = await version();
    // Not in the content the first answer was given on; in the second.
    const before = await detail('testazine', v1.contentVersion);
    expect(before.status).toBe(404);
    expect(before.body.error).toContain(`no medication 'testazine' in ${v1.contentVersion}`);
    expect((await detail('testazine', v2.contentVersion)).body.risks.map((r) => r.text)).toEqual(['Invented risk']);

    expect((await change({ kind: 'medication.delete', id: 'testazine' }, v2.id)).status).toBe(201);
    expect((await detail('testazine')).status).toBe(404);
    // An answer given on v2 still opens its detail as it was then.
    const then = await detail('testazine', v2.contentVersion);
    expect(then.status).toBe(200);
    expect(then.body.benefits.map((b) => b.text)).toEqual(['Invented benefit']);
  });

  it('answers 404 naming contentVersion for a version never stored, and 400 for one malformed', async () => {
    const unknown = await detail('lithium', 'v999:canmat-2018-2023u@0123456789abcdef');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/^contentVersion: /);
    const v = await version();
    const wrongHash = await detail('lithium', v.contentVersion.replace(/@.*/, '@ffffffffffffffff'));
    expect(wrongHash.status).toBe(404);
    const malformed = await detail('lithium', 'latest');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.contentVersion).toBeDefined();
  });
});
