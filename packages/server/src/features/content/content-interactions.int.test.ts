import type { ApiError, AuditPage, ContentChangeResult, ContentInteractions, ContentPreview, ContentReviewQueue } from '@balancer/contract';
import { riskFlagValues, type Recommendation } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../../test/test-server';
import { withServerAdminAndReader } from '../../../test/users-helpers';

/** Interactions as their own content area, edited through typed content commands (docs/adr/0048). */
let server: TestServer;
let admin: string;
let reader: string;
withServerAdminAndReader('interactions.reader@example.org', (s) => ({ server, admin, reader } = s));

const ID = 'olanzapine-carbamazepine';
const interaction = {
  id: ID,
  a: { ingredients: ['olanzapine'] },
  b: { ingredients: ['carbamazepine'] },
  effect: 'warn',
  severity: 'warning',
  clinicalEffect: 'Olanzapine levels fall by about half',
  mechanism: 'Carbamazepine induces CYP1A2',
  management: 'A higher olanzapine dose may be needed; lower it again when carbamazepine stops',
};
const post = <T>(path: string, json: unknown) => server.api<T & ApiError>(path, { method: 'POST', json, token: admin });
const change = (c: unknown, extra: object = {}) => post<ContentChangeResult>('/api/v2/content/changes', { change: c, ...extra });
const list = async () => (await server.api<ContentInteractions>('/api/v2/content/interactions', { token: admin })).body;
/** The rules beside olanzapine for a manic patient taking carbamazepine (by a brand name). */
const olanzapineRules = async () => {
  const { body } = await server.api<Recommendation>('/api/v2/recommendations', {
    method: 'POST',
    json: { state: 'Manic', ...riskFlagValues(false), priorMedications: [], currentMedications: ['Tegretol'] },
  });
  return [...body.first, ...body.second, ...body.third]
    .filter((s) => s.regimenId === 'olanzapine')
    .flatMap((s) => s.rules.map((r) => r.ruleId));
};

describe('interactions through the v2 API', () => {
  it('lists the interactions for superusers only, each with the rules it compiles to', async () => {
    expect((await server.api('/api/v2/content/interactions')).status).toBe(401);
    expect((await server.api('/api/v2/content/interactions', { token: reader })).status).toBe(403);
    const { interactions, drugs } = await list();
    expect(interactions.find((x) => x.id === 'lithium-raas-thiazide-nsaid')?.ruleIds).toEqual(['lithium-raas-thiazide-nsaid-taking-b']);
    expect(drugs.classes.some((c) => c.id === 'nsaid')).toBe(true);
  });

  it('creates one with preview then apply: it changes the answer, is audited and awaits review', async () => {
    const before = await olanzapineRules();
    expect(before).not.toContain(`${ID}-taking-b`);
    const create = { kind: 'interaction.create', interaction };
    const preview = await post<ContentPreview>('/api/v2/content/preview', { change: create });
    expect(preview.status).toBe(200);
    expect(preview.body.problems).toEqual([]);
    expect(preview.body.diff).toEqual([
      expect.objectContaining({ area: 'interaction', id: ID, change: 'added' }),
      expect.objectContaining({ area: 'citation', id: 'administrator-entry', change: 'added' }),
    ]);
    const applied = await change(create, {
      reason: 'Label: carbamazepine lowers olanzapine',
      confirm: true,
      baseVersion: preview.body.baseVersion,
    });
    expect(applied.status).toBe(201);
    expect(applied.body.version).toMatchObject({ change: 'interaction.create', author: server.admin.email });
    expect(await olanzapineRules()).toContain(`${ID}-taking-b`);

    const audit = await server.api<AuditPage>('/api/v2/audit?entityType=clinical_content', { token: admin });
    const entry = audit.body.results.find((e) => e.entityId === String(applied.body.version.id));
    expect(entry).toMatchObject({ action: 'content.interaction.create', actor: { email: server.admin.email } });
    expect(JSON.stringify(entry)).toContain('Carbamazepine induces CYP1A2');

    const queue = (await server.api<ContentReviewQueue>('/api/v2/content/review', { token: admin })).body;
    expect(queue.items.find((i) => i.ref.area === 'interaction' && i.ref.interactionId === ID)).toMatchObject({
      sources: [expect.objectContaining({ citation: 'Entered by an administrator' })],
    });
  });

  it('refuses bad input with 4xx JSON naming the field, never 500', async () => {
    const dup = await change({ kind: 'interaction.create', interaction }, { reason: 'again', confirm: true });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatch(/^interaction\.id: .*'olanzapine-carbamazepine'/);
    const unknown = await change({ kind: 'interaction.delete', interactionId: 'no-such-interaction' }, { reason: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/'no-such-interaction'/);
    const badDrug = await change(
      { kind: 'interaction.update', interaction: { ...interaction, b: { ingredients: ['carbamazepin'] } } },
      { reason: 'typo', confirm: true },
    );
    expect(badDrug.status).toBe(422);
    expect(badDrug.body.error).toMatch(/interaction\.b\.ingredients: 'carbamazepin'/);
    const badShape = await change(
      { kind: 'interaction.create', interaction: { ...interaction, id: 'Not A Slug', effect: 'maybe' } },
      { reason: 'x' },
    );
    expect(badShape.status).toBe(400);
    expect(Object.keys(badShape.body.fields ?? {}).sort()).toEqual(['change.interaction.effect', 'change.interaction.id']);
  });

  it('disables it (the answer loses it), then rolls back to before it existed', async () => {
    const versions = async () => (await server.api<{ id: number; change: string }[]>('/api/v2/content/versions', { token: admin })).body;
    const created = (await versions()).find((v) => v.change === 'interaction.create')!;
    const off = await change(
      { kind: 'interaction.setEnabled', interactionId: ID, enabled: false },
      { reason: 'Pending review', confirm: true },
    );
    expect(off.status).toBe(201);
    expect(off.body.diff).toEqual([expect.objectContaining({ area: 'interaction', id: ID, details: ['disabled'] })]);
    expect(await olanzapineRules()).not.toContain(`${ID}-taking-b`);
    expect((await list()).interactions.find((x) => x.id === ID)).toMatchObject({ disabled: true, ruleIds: [] });

    const back = await post<ContentChangeResult>(`/api/v2/content/versions/${created.id - 1}/rollback`, {
      reason: 'Not wanted',
      confirm: true,
    });
    expect(back.status).toBe(201);
    expect(back.body.diff).toContainEqual(expect.objectContaining({ area: 'interaction', id: ID, change: 'removed' }));
    expect((await list()).interactions.some((x) => x.id === ID)).toBe(false);
  });

  it('shows the list and every interaction command in the OpenAPI document', async () => {
    const doc = await server.api<{ paths: Record<string, unknown> }>('/api/docs/openapi.json');
    expect(Object.keys(doc.body.paths)).toContain('/api/v2/content/interactions');
    const text = JSON.stringify(doc.body.paths['/api/v2/content/changes']);
    for (const kind of ['interaction.create', 'interaction.update', 'interaction.setEnabled', 'interaction.delete'])
      expect(text).toContain(kind);
  });
});
