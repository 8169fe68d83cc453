import type { ContentHistoryEntry } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalContent, hashOf, loadDefaultClinicalContent } from '../../clinical/clinical-content';
import { startOnStoredContent } from '../../../test/stored-content';
import type { TestServer } from '../../../test/test-server';

/**
 * A restart of the same release on a site that edited its content (issue 39: a restored start warned
 * that "this release ships different built-in clinical content" when only the edits differed; issue 40:
 * the start re-read and re-merged the content each time).
 */
const release = loadDefaultClinicalContent();
const KIDNEY = 'kidney-history-excludes-lithium';
let server: TestServer;
let editId: number;

beforeAll(async () => {
  // This release's built-in content, then an administrator turned a rule off.
  const edited = canonicalContent({ ...release, rules: release.rules.map((r) => (r.id === KIDNEY ? { ...r, disabled: true } : r)) });
  const stored = await startOnStoredContent([
    { content: release, hash: hashOf(release), reason: 'Built-in content of this release', change: 'seed' },
    { content: edited, hash: hashOf(edited), reason: 'Kidney rule off', change: 'rule.setEnabled' },
  ]);
  server = stored.server;
  [, editId] = stored.ids as [number, number];
});
afterAll(() => server?.close());

describe('a restart of the same release on edited content', () => {
  it('keeps the edited version active, stores nothing new, and warns of nothing', async () => {
    const admin = (await server.login(server.admin.email, server.admin.password)).access;
    const { body: history } = await server.api<ContentHistoryEntry[]>('/api/v2/content/versions', { token: admin });
    expect(history[0]?.id).toBe(editId);
    expect(server.logs.join('')).not.toMatch(/ships different built-in clinical content/);
    const { body } = await server.api<{ contentVersion: string }>('/api/v2/recommendations', {
      method: 'POST',
      json: { state: 'Manic', kidneyHistory: true },
    });
    expect(body.contentVersion).toMatch(new RegExp(`^v${editId}:`));
  });
});
