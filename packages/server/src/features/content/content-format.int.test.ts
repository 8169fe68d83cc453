import type { ContentChangeResult, ContentHistoryEntry, ContentRules, ContentVersionInfo } from '@balancer/contract';
import { anyOf, contentVersion, flag, riskFlagValues, type Recommendation, type SafetyRule } from '@balancer/domain';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOnStoredContent } from '../../../test/stored-content';
import type { TestServer } from '../../../test/test-server';

/**
 * A database written by a release before docs/adr/0041: the built-in content stored in format 1
 * (rules with a flag `trigger`, no format number) and an administrator's edit in the same format. The
 * server starts on it, keeps the edit (ADR 0015) and reads both versions through the upgrader.
 */
const KIDNEY = 'kidney-history-excludes-lithium';
type Format1 = { pack: never; catalog: never; rules: { id: string; disabled?: boolean }[] };
// The domain's fixture: the built-in content exactly as the release before the change stored it.
const fixture = new URL('../../../../domain/src/content/fixtures/content-format-1.json', import.meta.url);
const seeded = JSON.parse(readFileSync(fixture, 'utf8')) as Format1;
const edited: Format1 = { ...seeded, rules: seeded.rules.map((r) => (r.id === KIDNEY ? { ...r, disabled: true } : r)) };
const hashOfFormat1 = (c: Format1) => contentVersion(c.pack, c.rules as never, c.catalog);
const kidneyPatient = { state: 'Manic', ...riskFlagValues(false), kidneyHistory: true, priorMedications: [] };

let server: TestServer;
let admin: string;
let seedId: number;
let editId: number;

beforeAll(async () => {
  const stored = await startOnStoredContent([
    { content: seeded, hash: hashOfFormat1(seeded), reason: 'Built-in content of this release', change: 'seed' },
    { content: edited, hash: hashOfFormat1(edited), reason: 'Kidney rule off (stored in format 1)', change: 'rule.setEnabled' },
  ]);
  server = stored.server;
  [seedId, editId] = stored.ids as [number, number];
  admin = (await server.login(server.admin.email, server.admin.password)).access;
});
afterAll(() => server?.close());

const suggest = () => server.api<Recommendation>('/api/v2/recommendations', { method: 'POST', json: kidneyPatient });
const offered = (r: Recommendation) => [...r.first, ...r.second, ...r.third].map((s) => s.regimenId);

describe('content stored in format 1 (before ADR 0041)', () => {
  // Built-in content changed since the fixture was stored is merged in at start as its own version
  // (docs/adr/0041), so the edit may sit under that merge; it stays in force either way.
  const history = async () => (await server.api<ContentHistoryEntry[]>('/api/v2/content/versions', { token: admin })).body;

  it('loads: the edit stays in force, answers by its upgraded rules, and keeps its stored hash', async () => {
    const { body: active } = await server.api<ContentVersionInfo>('/api/v2/content', { token: admin });
    expect(active.id === editId || active.change === 'release.merge').toBe(true);
    const { body: answer } = await suggest();
    expect(answer.contentVersion).toBe(`v${active.id}:${active.hash}`);
    expect(offered(answer)).toContain('lithium');
    const { body } = await server.api<ContentRules>('/api/v2/content/rules', { token: admin });
    const kidney = body.rules.find((r) => r.rule.id === KIDNEY)?.rule as SafetyRule;
    expect(kidney).toMatchObject({ when: anyOf(flag('kidneyHistory')), disabled: true });
    expect(kidney).not.toHaveProperty('trigger');
    expect((await history()).find((v) => v.id === editId)).toMatchObject({ hash: hashOfFormat1(edited), change: 'rule.setEnabled' });
  });

  it('shows in the history with a diff read through the upgrader', async () => {
    const ids = (await history()).map((v) => v.id);
    expect(ids.slice(ids.indexOf(editId))).toEqual([editId, seedId]);
    const edit = (await history()).find((v) => v.id === editId)!;
    expect(edit.diff).toEqual([expect.objectContaining({ title: 'Kidney disease excludes lithium', details: ['disabled'] })]);
  });

  it('rolls back to the format-1 seed as a new version in today’s format', async () => {
    const post = <T>(path: string, json: unknown) => server.api<T>(path, { method: 'POST', json, token: admin });
    const preview = await post<{ diff: { title: string; details: string[] }[] }>(`/api/v2/content/versions/${seedId}/rollback/preview`, {});
    expect(preview.body.diff).toContainEqual(
      expect.objectContaining({ title: 'Kidney disease excludes lithium', details: ['re-enabled'] }),
    );
    const { status, body } = await post<ContentChangeResult>(`/api/v2/content/versions/${seedId}/rollback`, {
      reason: 'Back to the built-in rules',
      confirm: true,
    });
    expect(status).toBe(201);
    expect(body.version).toMatchObject({ change: 'rollback', restoredFrom: seedId });
    expect(offered((await suggest()).body)).not.toContain('lithium');
  });
});
