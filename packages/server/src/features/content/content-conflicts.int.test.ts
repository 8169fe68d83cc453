import type { AuditPage, ContentConflicts, ContentConflictSettled, ContentRules } from '@balancer/contract';
import type { ClinicalContentSet } from '@balancer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalContent, hashOf, loadDefaultClinicalContent } from '../../clinical/clinical-content';
import { startOnStoredContent } from '../../../test/stored-content';
import type { TestServer } from '../../../test/test-server';
import { signUpReader } from '../../../test/users-helpers';

/**
 * A site that edited an older release's content, started on a release that changed one rule nobody
 * edited and two the site edited too (docs/adr/0050): the first is applied, the two are listed for a
 * superuser, who takes the release's for one and keeps this site's for the other.
 */
const KIDNEY = 'kidney-history-excludes-lithium';
const LIVER = 'liver-history-excludes-valproate';
const release = loadDefaultClinicalContent();
const THIRD = release.rules.find((r) => r.id !== KIDNEY && r.id !== LIVER)!.id;
const withRule = (c: ClinicalContentSet, id: string, change: object): ClinicalContentSet =>
  canonicalContent({ ...c, rules: c.rules.map((r) => (r.id === id ? { ...r, ...change } : r)) });
const older = withRule(
  withRule(withRule(release, LIVER, { label: 'Liver: older wording' }), KIDNEY, { rationale: 'Older rationale.' }),
  THIRD,
  { rationale: 'Older third rationale.' },
);
const edited = withRule(withRule(older, KIDNEY, { disabled: true }), THIRD, { label: 'Third rule, as this site words it' });
const releaseRule = (id: string) => release.rules.find((r) => r.id === id);

let server: TestServer;
let admin: string;
let reader: string;
const conflicts = async () => (await server.api<ContentConflicts>('/api/v2/content/merge-conflicts', { token: admin })).body.conflicts;
const settle = (id: string, json: object, token = admin) =>
  server.api<ContentConflictSettled & { error?: string; fields?: Record<string, string[]> }>(
    `/api/v2/content/merge-conflicts/rule/${id}/settle`,
    { method: 'POST', json, token },
  );

beforeAll(async () => {
  const stored = await startOnStoredContent([
    { content: older, hash: hashOf(older), reason: 'Built-in content of this release', change: 'seed' },
    { content: edited, hash: hashOf(edited), reason: 'Site edits', change: 'rule.setEnabled' },
  ]);
  server = stored.server;
  admin = (await server.login(server.admin.email, server.admin.password)).access;
  reader = await signUpReader(server, 'conflicts.reader@example.org');
});
afterAll(() => server?.close());

describe('release conflicts settled by a superuser', () => {
  it('applies what only the release changed and lists both conflicts with the three versions and what differs', async () => {
    const { body: rules } = await server.api<ContentRules>('/api/v2/content/rules', { token: admin });
    expect(rules.rules.find((r) => r.rule.id === LIVER)?.rule.label).toBe(releaseRule(LIVER)?.label);
    const listed = await conflicts();
    expect(listed.map((c) => `${c.area} ${c.id}`).sort()).toEqual([`rule ${KIDNEY}`, `rule ${THIRD}`].sort());
    const kidney = listed.find((c) => c.id === KIDNEY)!;
    expect(kidney).toMatchObject({ site: expect.objectContaining({ disabled: true }), release: releaseRule(KIDNEY) });
    expect(kidney.siteChanges).toEqual(['disabled']);
    expect(kidney.releaseChanges).toContain(`+ rationale: ${releaseRule(KIDNEY)?.rationale}`);
    expect(kidney.title).toBe(releaseRule(KIDNEY)?.label);
  });

  it('refuses readers and anonymous callers, bad input with the field named, and unknown items with a 404', async () => {
    expect((await server.api('/api/v2/content/merge-conflicts', { token: reader })).status).toBe(403);
    expect((await server.api('/api/v2/content/merge-conflicts')).status).toBe(401);
    expect((await settle(KIDNEY, { take: 'site', reason: 'x' }, reader)).status).toBe(403);
    const bad = await settle(KIDNEY, { take: 'theirs', reason: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('take');
    const noReason = await settle(KIDNEY, { take: 'site', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toHaveProperty('reason');
    const noItem = await settle(KIDNEY, { take: 'edited', reason: 'x' });
    expect(noItem.body.fields).toHaveProperty('item');
    const renamed = await settle(KIDNEY, { take: 'edited', item: { ...releaseRule(KIDNEY), id: 'another' }, reason: 'x' });
    expect(renamed.status).toBe(422);
    expect(renamed.body.fields).toHaveProperty('item');
    const badItem = await settle(KIDNEY, { take: 'edited', item: { id: KIDNEY, label: 3 }, reason: 'x' });
    expect(badItem.status).toBe(422);
    expect(badItem.body.error).toMatch(/^item:/);
    const missing = await settle('no-such-rule', { take: 'site', reason: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toContain("rule 'no-such-rule'");
  });

  it("takes the release's rule as a new audited version and closes the conflict", async () => {
    const { status, body } = await settle(KIDNEY, { take: 'release', reason: 'The release rewords the rationale', confirm: true });
    expect(status).toBe(200);
    expect(body.result?.version).toMatchObject({ change: 'merge.settle', reason: 'The release rewords the rationale' });
    const { body: rules } = await server.api<ContentRules>('/api/v2/content/rules', { token: admin });
    expect(rules.rules.find((r) => r.rule.id === KIDNEY)?.rule).toEqual(releaseRule(KIDNEY));
    expect((await conflicts()).map((c) => c.id)).toEqual([THIRD]);
    const { body: audit } = await server.api<AuditPage>('/api/v2/audit?action=content.merge.settle', { token: admin });
    expect(audit.results[0]).toMatchObject({
      entityType: 'clinical_content',
      entityId: String(body.result?.version.id),
      after: expect.objectContaining({ settled: expect.objectContaining({ area: 'rule', id: KIDNEY, take: 'release' }) }),
    });
    expect((await settle(KIDNEY, { take: 'release', reason: 'again' })).status).toBe(404);
  });

  it("keeps this site's rule with an audit entry and no new version", async () => {
    const before = (await server.api<{ id: number }>('/api/v2/content', { token: admin })).body.id;
    const { status, body } = await settle(THIRD, { take: 'site', reason: 'Our wording is clearer' });
    expect(status).toBe(200);
    expect(body).toEqual({ area: 'rule', id: THIRD, take: 'site', result: null });
    expect((await server.api<{ id: number }>('/api/v2/content', { token: admin })).body.id).toBe(before);
    expect(await conflicts()).toEqual([]);
    const { body: audit } = await server.api<AuditPage>('/api/v2/audit?action=content.merge.settle', { token: admin });
    expect(audit.results[0]).toMatchObject({
      entityType: 'content_merge_conflict',
      before: expect.objectContaining({ area: 'rule', id: THIRD }),
      after: { take: 'site', reason: 'Our wording is clearer' },
    });
  });
});
