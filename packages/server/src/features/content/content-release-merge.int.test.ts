import type { AuditPage, ContentHistoryEntry, ContentRules } from '@balancer/contract';
import { riskFlagValues, type ClinicalContentSet, type Recommendation } from '@balancer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalContent, hashOf, loadDefaultClinicalContent } from '../../clinical/clinical-content';
import { startOnStoredContent } from '../../../test/stored-content';
import type { TestServer } from '../../../test/test-server';

/**
 * A site that took an older release and then edited it, started on a release whose built-in content
 * changed (docs/adr/0041): the release's changes to items nobody edited are applied as a new audited
 * version; an item both changed stays as edited and is listed as a conflict.
 */
const KIDNEY = 'kidney-history-excludes-lithium';
const LIVER = 'liver-history-excludes-valproate';
const release = loadDefaultClinicalContent();
const withRule = (c: ClinicalContentSet, id: string, change: object): ClinicalContentSet =>
  canonicalContent({ ...c, rules: c.rules.map((r) => (r.id === id ? { ...r, ...change } : r)) });
// The older release: two rules worded differently from today's.
const older = withRule(withRule(release, LIVER, { label: 'Liver disease: no valproate (older wording)' }), KIDNEY, {
  rationale: 'Older rationale.',
});
const edited = withRule(older, KIDNEY, { disabled: true });
const kidneyPatient = { state: 'Manic', ...riskFlagValues(false), kidneyHistory: true, priorMedications: [] };

let server: TestServer;
let admin: string;
let editId: number;

beforeAll(async () => {
  const stored = await startOnStoredContent([
    { content: older, hash: hashOf(older), reason: 'Built-in content of this release', change: 'seed' },
    { content: edited, hash: hashOf(edited), reason: 'Kidney rule off', change: 'rule.setEnabled' },
  ]);
  server = stored.server;
  [, editId] = stored.ids as [number, number];
  admin = (await server.login(server.admin.email, server.admin.password)).access;
});
afterAll(() => server?.close());

describe('a release merged into edited content', () => {
  it('applies the release’s change to an item nobody edited, keeps the edited one, and lists the conflict', async () => {
    const { body: history } = await server.api<ContentHistoryEntry[]>('/api/v2/content/versions', { token: admin });
    const merge = history[0]!;
    expect(merge).toMatchObject({ change: 'release.merge', author: null });
    expect(history[1]?.id).toBe(editId);
    expect(merge.reason).toContain(`Applied: rule ${LIVER}.`);
    expect(merge.reason).toContain(`Conflicts kept as edited, to settle: rule ${KIDNEY}.`);
    const { body } = await server.api<ContentRules>('/api/v2/content/rules', { token: admin });
    const rule = (id: string) => body.rules.find((r) => r.rule.id === id)?.rule;
    expect(rule(LIVER)?.label).toBe(release.rules.find((r) => r.id === LIVER)?.label);
    expect(rule(KIDNEY)).toMatchObject({ disabled: true, rationale: 'Older rationale.' });
    const { body: answer } = await server.api<Recommendation>('/api/v2/recommendations', { method: 'POST', json: kidneyPatient });
    expect(answer.contentVersion).toBe(merge.contentVersion);
  });

  it('audits the merge with what it applied and what it left to settle', async () => {
    const { body } = await server.api<AuditPage>('/api/v2/audit?action=content.release.merge', { token: admin });
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({
      entityType: 'clinical_content',
      before: expect.objectContaining({ version: editId }),
      after: expect.objectContaining({
        applied: [{ area: 'rule', id: LIVER }],
        conflicts: [expect.objectContaining({ area: 'rule', id: KIDNEY })],
      }),
    });
  });
});
