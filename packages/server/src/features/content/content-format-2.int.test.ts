import type { ContentHistoryEntry, ContentInteractions, ContentVersionInfo } from '@balancer/contract';
import { contentVersion, riskFlagValues, type Recommendation, type SafetyRule } from '@balancer/domain';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOnStoredContent } from '../../../test/stored-content';
import type { TestServer } from '../../../test/test-server';

/**
 * A database written by the release before docs/adr/0048: the built-in content stored in format 2
 * (interactions compiled into rules) and an administrator's edit in the same format that disabled
 * the rules of one interaction. The server reads both through the upgrader.
 */
type Format2 = { pack: never; catalog: never; rules: SafetyRule[] };
const fixture = new URL('../../../../domain/src/content/fixtures/content-format-2.json', import.meta.url);
const seeded = JSON.parse(readFileSync(fixture, 'utf8')) as Format2;
const SEROTONERGIC = 'lithium-serotonergic';
const edited: Format2 = {
  ...seeded,
  rules: seeded.rules.map((r) => (r.id.startsWith(`${SEROTONERGIC}-`) ? { ...r, disabled: true } : r)),
};
const hashOfFormat2 = (c: Format2) => contentVersion(c.pack, c.rules, c.catalog);

let server: TestServer;
let admin: string;
let editId: number;

beforeAll(async () => {
  const stored = await startOnStoredContent([
    { content: seeded, hash: hashOfFormat2(seeded), reason: 'Built-in content of this release', change: 'seed' },
    { content: edited, hash: hashOfFormat2(edited), reason: 'Serotonergic caution off (format 2)', change: 'rule.setEnabled' },
  ]);
  server = stored.server;
  editId = stored.ids[1]!;
  admin = (await server.login(server.admin.email, server.admin.password)).access;
});
afterAll(() => server?.close());

const lithiumRules = async (currentMedications: string[]) => {
  const { body } = await server.api<Recommendation>('/api/v2/recommendations', {
    method: 'POST',
    json: { state: 'Manic', ...riskFlagValues(false), priorMedications: [], currentMedications },
  });
  return [...body.first, ...body.second, ...body.third]
    .filter((s) => s.regimenId === 'lithium')
    .flatMap((s) => s.rules.map((r) => r.ruleId));
};

describe('content stored in format 2 (before ADR 0048)', () => {
  it('loads with its interactions as their own area, the edit in force and the stored hash kept', async () => {
    const { body: active } = await server.api<ContentVersionInfo>('/api/v2/content', { token: admin });
    expect(active.id === editId || active.change === 'release.merge').toBe(true);
    const { interactions } = (await server.api<ContentInteractions>('/api/v2/content/interactions', { token: admin })).body;
    expect(interactions.find((x) => x.id === SEROTONERGIC)).toMatchObject({ disabled: true, ruleIds: [] });
    expect(interactions.find((x) => x.id === 'lithium-raas-thiazide-nsaid')?.disabled).toBeUndefined();
    expect(await lithiumRules(['ibuprofen'])).toContain('lithium-raas-thiazide-nsaid-taking-b');
    expect(await lithiumRules(['Zoloft'])).not.toContain(`${SEROTONERGIC}-taking-a`);
    const history = (await server.api<ContentHistoryEntry[]>('/api/v2/content/versions', { token: admin })).body;
    const edit = history.find((v) => v.id === editId)!;
    expect(edit.hash).toBe(hashOfFormat2(edited));
    // Read through the upgrader, the edit is what it meant: one interaction disabled.
    expect(edit.diff).toEqual([expect.objectContaining({ area: 'interaction', id: SEROTONERGIC, details: ['disabled'] })]);
  });
});
