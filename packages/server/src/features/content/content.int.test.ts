import type {
  CitedSources,
  ApiError,
  AuditPage,
  ContentChangeResult,
  ContentHistoryEntry,
  ContentPreview,
  ContentRules,
  ContentVersionInfo,
  MedicationDetail,
  RiskFlagTooltips,
} from '@balancer/contract';
import { riskFlagValues, type Recommendation } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../../test/test-server';
import { withServerAdminAndReader } from '../../../test/users-helpers';

let server: TestServer;
let admin: string;
let reader: string;
withServerAdminAndReader('content.reader@example.org', (s) => ({ server, admin, reader } = s));

const KIDNEY = 'kidney-history-excludes-lithium';
const disableKidney = { kind: 'rule.setEnabled', ruleId: KIDNEY, enabled: false } as const;
const kidneyPatient = { state: 'Manic', ...riskFlagValues(false), kidneyHistory: true, priorMedications: [] };
const suggest = () => server.api<Recommendation>('/api/v2/recommendations', { method: 'POST', json: kidneyPatient });
const offered = (r: Recommendation) => [...r.first, ...r.second, ...r.third].map((s) => s.regimenId);
const post = <T>(path: string, json: unknown, token = admin) => server.api<T>(path, { method: 'POST', json, token });

describe('clinical content versions', () => {
  let v1: ContentVersionInfo;

  it('starts from the built-in content as version 1, and every answer carries it', async () => {
    const { status, body } = await server.api<ContentVersionInfo>('/api/v2/content', { token: admin });
    expect(status).toBe(200);
    v1 = body;
    expect(body).toMatchObject({ id: expect.any(Number), change: 'seed', author: null });
    expect(body.contentVersion).toMatch(/^v\d+:canmat-2018-2023u@[0-9a-f]{16}$/);
    const { body: rec } = await suggest();
    expect(rec.contentVersion).toBe(body.contentVersion);
    expect(offered(rec)).not.toContain('lithium');
  });

  it('lists the sources the active content cites to anyone, guidelines first (the /data-sources page)', async () => {
    const { status, body } = await server.api<CitedSources>('/api/v2/content/sources');
    expect(status).toBe(200);
    expect(body.contentVersion).toBe(v1.contentVersion);
    expect(body.sources.slice(0, 2).map((s) => s.short)).toEqual(['CANMAT/ISBD 2018', 'CANMAT/ISBD 2023 update']);
    expect(body.sources.find((s) => s.short === 'Lithium US label')?.rules).toBeGreaterThan(0);
  });

  it('refuses anonymous callers and readers', async () => {
    expect((await server.api('/api/v2/content/changes', { method: 'POST', json: { change: disableKidney, reason: 'x' } })).status).toBe(
      401,
    );
    expect((await post('/api/v2/content/changes', { change: disableKidney, reason: 'x' }, reader)).status).toBe(403);
    expect((await server.api('/api/v2/content/versions', { token: reader })).status).toBe(403);
  });

  it('previews a change: the reference patients whose suggestions change, and the diff', async () => {
    const { status, body } = await post<ContentPreview>('/api/v2/content/preview', { change: disableKidney, baseVersion: v1.id });
    expect(status).toBe(200);
    expect(body.problems).toEqual([]);
    expect(body.diff).toEqual([expect.objectContaining({ area: 'rule', id: KIDNEY, change: 'changed', details: ['disabled'] })]);
    const manic = body.impact.patients.find((p) => p.patient.id === 'Manic+kidneyHistory');
    expect(manic?.changes).toContainEqual(expect.objectContaining({ regimenId: 'lithium', kind: 'added', to: 'first' }));
  });

  it('refuses a rule whose effect changes under its old rationale, naming the field (issue 39)', async () => {
    const { body: rules } = await server.api<ContentRules>('/api/v2/content/rules', { token: admin });
    const kidney = rules.rules.find((r) => r.rule.id === KIDNEY)!.rule;
    const change = { kind: 'rule.update', rule: { ...kidney, effect: 'deprioritise' } };
    const { body } = await post<ContentPreview>('/api/v2/content/preview', { change, baseVersion: v1.id });
    expect(body.problems).toEqual([expect.stringMatching(/^rule\.rationale: the effect changes from exclude to deprioritise/)]);
    const saved = await post<ApiError>('/api/v2/content/changes', { change, reason: 'Soften', confirm: true, baseVersion: v1.id });
    expect(saved.status).toBe(422);
    expect(saved.body.error).toMatch(/rule\.rationale/);
  });

  it('requires a reason, and a confirmation listing the changes', async () => {
    const noReason = await post<ApiError>('/api/v2/content/changes', { change: disableKidney });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toHaveProperty('reason');
    const unconfirmed = await post<ApiError>('/api/v2/content/changes', { change: disableKidney, reason: 'Review', baseVersion: v1.id });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.code).toBe('confirmation_required');
    expect(unconfirmed.body.fields?.confirm).toContainEqual(
      expect.stringContaining('Manic, Kidney disease (history or risk): Lithium: not suggested → first line'),
    );
    expect((await suggest()).body.contentVersion).toBe(v1.contentVersion);
  });

  it('refuses a change that breaks the content, naming what is wrong, and stores nothing', async () => {
    const { status, body } = await post<ApiError>('/api/v2/content/changes', {
      change: { kind: 'medication.delete', id: 'lithium' },
      reason: 'x',
      confirm: true,
    });
    expect(status).toBe(422);
    expect(body.code).toBe('invalid_content');
    expect(body.fields?.content).toContain('table Manic: unknown regimen lithium');
    const unknown = await post<ApiError>('/api/v2/content/changes', {
      change: { kind: 'rule.setEnabled', ruleId: 'no-such-rule', enabled: false },
      reason: 'x',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("ruleId: no rule 'no-such-rule'");
    expect((await server.api<ContentVersionInfo>('/api/v2/content', { token: admin })).body.id).toBe(v1.id);
  });

  let v2: ContentChangeResult;
  it('stores a confirmed change as a new version; the very next answer uses it', async () => {
    const { status, body } = await post<ContentChangeResult>('/api/v2/content/changes', {
      change: disableKidney,
      reason: 'Severity is not recorded; review with nephrology',
      confirm: true,
      baseVersion: v1.id,
    });
    expect(status).toBe(201);
    v2 = body;
    expect(body.version).toMatchObject({ id: v1.id + 1, author: server.admin.email, change: 'rule.setEnabled' });
    const { body: rec } = await suggest();
    expect(offered(rec)).toContain('lithium');
    expect(rec.contentVersion).toBe(body.version.contentVersion);
    expect(rec.contentVersion).not.toBe(v1.contentVersion);
    const tips = await server.api<RiskFlagTooltips>('/api/v2/content/risk-flags');
    expect(tips.body.tooltips.find((t) => t.flag === 'kidneyHistory')?.text).not.toContain('Kidney disease excludes lithium');
  });

  it('records the change in the audit log with the rule before and after, and the request id', async () => {
    const { body } = await server.api<AuditPage>('/api/v2/audit?entityType=clinical_content', { token: admin });
    const entry = body.results.find((e) => e.entityId === String(v2.version.id));
    expect(entry).toMatchObject({
      action: 'content.rule.setEnabled',
      actor: { email: server.admin.email },
      requestId: expect.any(String),
    });
    const items = (side: unknown) => (side as { items: { id: string; value: { disabled?: boolean } }[] }).items;
    expect(items(entry?.before)[0]).toMatchObject({ id: KIDNEY, value: expect.not.objectContaining({ disabled: true }) });
    expect(items(entry?.after)[0]).toMatchObject({ id: KIDNEY, value: expect.objectContaining({ disabled: true }) });
    // A refused change leaves no entry.
    expect(body.results.filter((e) => e.action.startsWith('content.'))).toHaveLength(1);
  });

  it('refuses a change made on an older version', async () => {
    const { status, body } = await post<ApiError>('/api/v2/content/changes', { change: disableKidney, reason: 'x', baseVersion: v1.id });
    expect(status).toBe(409);
    expect(body.code).toBe('stale_version');
  });

  it('lists the history with author, time, reason and a readable diff', async () => {
    const { body } = await server.api<ContentHistoryEntry[]>('/api/v2/content/versions', { token: admin });
    expect(body.map((v) => v.id)).toEqual([v2.version.id, v1.id]);
    expect(body[0]).toMatchObject({ reason: 'Severity is not recorded; review with nephrology', author: server.admin.email });
    expect(body[0]?.diff[0]).toMatchObject({ title: 'Kidney disease excludes lithium', details: ['disabled'] });
    const one = await server.api<ContentHistoryEntry>(`/api/v2/content/versions/${v2.version.id}`, { token: admin });
    expect(one.body.diff).toEqual(body[0]?.diff);
    expect((await server.api<ApiError>('/api/v2/content/versions/9999', { token: admin })).status).toBe(404);
  });

  it('rolls back to an earlier version as a new version, after confirmation', async () => {
    const preview = await post<ContentPreview>(`/api/v2/content/versions/${v1.id}/rollback/preview`, {});
    expect(preview.body.diff[0]?.details).toEqual(['re-enabled']);
    expect((await post<ApiError>(`/api/v2/content/versions/${v1.id}/rollback`, { reason: 'Back' })).status).toBe(409);
    const { status, body } = await post<ContentChangeResult>(`/api/v2/content/versions/${v1.id}/rollback`, {
      reason: 'Back',
      confirm: true,
    });
    expect(status).toBe(201);
    expect(body.version).toMatchObject({ change: 'rollback', restoredFrom: v1.id, hash: v1.hash });
    expect(offered((await suggest()).body)).not.toContain('lithium');
  });

  it('serves the edited catalogue at once: a statement edited with its source', async () => {
    const edit = await server.api<{ benefits: { text: string }[]; risks: unknown[] }>('/api/v2/content/medications/quetiapine', {
      token: admin,
    });
    expect(edit.status).toBe(200);
    const benefits = [...edit.body.benefits, { text: 'Helps sleep', source: { citationId: 'canmat-2018', locator: 'Table 12' } }];
    const saved = await post<ContentChangeResult>('/api/v2/content/changes', {
      change: { kind: 'medication.update', id: 'quetiapine', benefits, risks: edit.body.risks },
      reason: 'Add the sleep benefit',
    });
    expect(saved.status).toBe(201);
    const { body } = await server.api<MedicationDetail>('/api/v2/medications/quetiapine');
    expect(body.benefits.find((b) => b.text === 'Helps sleep')).toMatchObject({
      citation: 'CANMAT/ISBD 2018',
      locator: 'Table 12',
      needsReview: false,
    });
  });

  it('lists the rules with their medications and sources', async () => {
    const { body } = await server.api<ContentRules>('/api/v2/content/rules', { token: admin });
    const kidney = body.rules.find((r) => r.rule.id === KIDNEY);
    expect(kidney).toMatchObject({ ruleType: 'EXCLUDE', medications: [expect.objectContaining({ name: 'Lithium' })] });
    expect(body.citations.length).toBeGreaterThan(10);
  });
});
