import type { AuditEntry, AuditPage, ContentChangeResult, ContentVersionInfo, FeedbackItem } from '@balancer/contract';
import { legacyRoutes } from '@balancer/contract/legacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

/**
 * Every kind of admin write, each made over HTTP with its own request id, then read back from
 * /api/v2/audit: who, what, the entity before and after, and the request that made it.
 */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ settingsSecret: 'a-settings-secret-for-tests-only-0123456789' });
  token = (await server.login(server.admin.email, server.admin.password)).access;
});
afterAll(() => server.close());

const KIDNEY = 'kidney-history-excludes-lithium';
type Side = { items: { area: string; id: string; value: Record<string, unknown> | null }[] };
const items = (side: unknown) => (side as Side).items;

async function write<T>(requestId: string, path: string, method: string, json?: unknown) {
  const res = await server.api<T>(path, { method, token, headers: { 'x-request-id': requestId }, ...(json !== undefined ? { json } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
}

describe('the audit log of admin writes', () => {
  it('lists each write with its actor, before and after, and request id', async () => {
    const v1 = (await server.api<ContentVersionInfo>('/api/v2/content', { token })).body;
    const disabled = await write<ContentChangeResult>('audit-rule-disable', '/api/v2/content/changes', 'POST', {
      change: { kind: 'rule.setEnabled', ruleId: KIDNEY, enabled: false },
      reason: 'Review with nephrology',
      confirm: true,
      baseVersion: v1.id,
    });
    await write('audit-rollback', `/api/v2/content/versions/${v1.id}/rollback`, 'POST', { reason: 'Restore the exclusion', confirm: true });
    await write('audit-med-add', legacyRoutes.addMedication, 'POST', { name: 'Zuranolone', benefits: 'Rapid onset', risks: 'Somnolence' });
    await write('audit-med-edit', '/api/v2/content/changes', 'POST', {
      change: { kind: 'medication.update', id: 'zuranolone', benefits: [{ text: 'Rapid onset' }], risks: [{ text: 'Dizziness' }] },
      reason: 'Dizziness is the commoner effect',
    });
    await write('audit-med-delete', legacyRoutes.deleteMedication, 'DELETE', { name: 'Zuranolone' });
    await write('audit-ai-settings', '/api/v2/ai-settings/model', 'PUT', { value: 'audited-model' });
    expect(
      (
        await server.api('/api/v2/feedback', {
          method: 'POST',
          json: { feedbacktype: 'issue', name: 'Dr A', email: 'a@example.org', message: 'Tier' },
        })
      ).status,
    ).toBe(201);
    const [message] = (await server.api<FeedbackItem[]>('/api/v2/feedback', { token })).body;
    await write('audit-inbox-handled', `/api/v2/feedback/${message!.id}`, 'PATCH', { handled: true });

    const { body } = await server.api<AuditPage>('/api/v2/audit?pageSize=200', { token });
    const by = (requestId: string): AuditEntry => {
      const found = body.results.filter((e) => e.requestId === requestId);
      expect(found, requestId).toHaveLength(1);
      expect(found[0]!.actor.email).toBe(server.admin.email);
      return found[0]!;
    };

    const disable = by('audit-rule-disable');
    expect(disable).toMatchObject({
      action: 'content.rule.setEnabled',
      entityType: 'clinical_content',
      entityId: String(disabled.version.id),
    });
    expect(items(disable.before)[0]).toMatchObject({ id: KIDNEY, value: expect.not.objectContaining({ disabled: true }) });
    expect(items(disable.after)[0]).toMatchObject({ id: KIDNEY, value: expect.objectContaining({ disabled: true }) });

    const rollback = by('audit-rollback');
    expect(rollback).toMatchObject({
      action: 'content.rollback',
      after: expect.objectContaining({ restoredFrom: v1.id, reason: 'Restore the exclusion' }),
    });
    expect(items(rollback.before)[0]).toMatchObject({ id: KIDNEY, value: expect.objectContaining({ disabled: true }) });
    expect(items(rollback.after)[0]).toMatchObject({ id: KIDNEY, value: expect.not.objectContaining({ disabled: true }) });

    const medication = (side: unknown) => items(side).find((i) => i.area === 'ingredient')?.value ?? null;
    const added = by('audit-med-add');
    expect(added.action).toBe('content.medication.add');
    expect(medication(added.before)).toBeNull();
    expect(medication(added.after)).toMatchObject({ name: 'Zuranolone', risks: [expect.objectContaining({ text: 'Somnolence' })] });

    const edited = by('audit-med-edit');
    expect(edited.action).toBe('content.medication.update');
    expect(medication(edited.before)).toMatchObject({ risks: [expect.objectContaining({ text: 'Somnolence' })] });
    expect(medication(edited.after)).toMatchObject({ risks: [expect.objectContaining({ text: 'Dizziness' })] });

    const deleted = by('audit-med-delete');
    expect(deleted.action).toBe('content.medication.delete');
    expect(medication(deleted.before)).toMatchObject({ name: 'Zuranolone', risks: [expect.objectContaining({ text: 'Dizziness' })] });
    expect(medication(deleted.after)).toBeNull();

    expect(by('audit-ai-settings')).toMatchObject({
      action: 'update',
      entityType: 'ai_setting',
      entityId: 'model',
      before: { value: null },
      after: { value: 'audited-model' },
    });

    expect(by('audit-inbox-handled')).toMatchObject({
      action: 'mark_handled',
      entityType: 'feedback',
      entityId: String(message!.id),
      before: { handled_at: null, handled_by: null },
      after: { handled_at: expect.any(String), handled_by: server.admin.email },
    });
  });
});
