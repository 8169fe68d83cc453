import type { ApiError, AuditPage, ContentChangeResult, ContentReviewQueue, MedicationDetail } from '@balancer/contract';
import { riskFlagValues, type Recommendation, type ReviewItem } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../../test/test-server';
import { withServerAdminAndReader } from '../../../test/users-helpers';

let server: TestServer;
let admin: string;
let reader: string;
withServerAdminAndReader('review.reader@example.org', (s) => ({ server, admin, reader } = s));

const queue = async () => (await server.api<ContentReviewQueue>('/api/v2/content/review', { token: admin })).body;
const REVIEWER = 'Dr Ana Ruiz, psychiatrist';
const change = (json: unknown) =>
  server.api<ContentChangeResult & ApiError>('/api/v2/content/changes', { method: 'POST', json, token: admin });
const mark = (item: ReviewItem['ref'], reason = 'Checked against the label section cited') =>
  change({ change: { kind: 'review.mark', item, reviewer: REVIEWER }, reason });
const today = () => new Date().toISOString().slice(0, 10);
const NEUTROPENIA = (i: ReviewItem) => i.title.startsWith('Severe neutropenia');

describe('clinical review queue', () => {
  it('is for superusers only', async () => {
    expect((await server.api('/api/v2/content/review')).status).toBe(401);
    expect((await server.api('/api/v2/content/review', { token: reader })).status).toBe(403);
  });

  it('lists every statement (once, with the medications sharing it) and rule awaiting review, with its source', async () => {
    const { items, version } = await queue();
    expect(version.id).toBeGreaterThan(0);
    const statements = items.filter((i) => i.ref.area === 'statement');
    const rules = items.filter((i) => i.ref.area === 'rule');
    expect(statements.length).toBeGreaterThan(30);
    expect(rules.length).toBeGreaterThan(5);
    const dementia = statements.find((i) => i.title.startsWith('Boxed warning: increased mortality in elderly'));
    expect(dementia?.usedBy.length).toBeGreaterThan(5);
    expect(items.find(NEUTROPENIA)).toMatchObject({
      kind: 'risk',
      usedBy: ['Clozapine'],
      sources: [{ citation: expect.any(String), locator: 'Boxed warning (Clozaril)', reference: expect.any(String) }],
    });
  });

  it('marks a statement reviewed as a new version: gone from the queue and from the prescriber view, audited', async () => {
    const before = await queue();
    const item = before.items.find(NEUTROPENIA)!;
    const { status, body } = await mark(item.ref);
    expect(status).toBe(201);
    expect(body.version).toMatchObject({
      change: 'review.mark',
      author: server.admin.email,
      reason: 'Checked against the label section cited',
    });
    expect(body.diff).toEqual([
      expect.objectContaining({
        id: 'clozapine',
        details: [expect.stringMatching(new RegExp(`^reviewed risk by ${REVIEWER}, \\d{4}-\\d\\d-\\d\\d: Severe neutropenia`))],
      }),
    ]);
    const after = await queue();
    expect(after.items).toHaveLength(before.items.length - 1);
    expect(after.items.find(NEUTROPENIA)).toBeUndefined();
    const med = await server.api<MedicationDetail>('/api/v2/medications/clozapine');
    // Prescribers see who reviewed it and when, by the name typed (the version keeps the account as author).
    expect(med.body.risks.find((r) => r.text.startsWith('Severe neutropenia'))).toMatchObject({
      needsReview: false,
      reviewed: { by: REVIEWER, on: today() },
    });
    const audit = await server.api<AuditPage>('/api/v2/audit?entityType=clinical_content', { token: admin });
    expect(audit.body.results.find((e) => e.entityId === String(body.version.id))).toMatchObject({
      action: 'content.review.mark',
      actor: { email: server.admin.email },
    });
  });

  it('marks a rule reviewed: the v2 suggestions carry it as verified, with who and when', async () => {
    const rule = (await queue()).items.find((i) => i.ref.area === 'rule' && i.title.startsWith('Suicide history'))!;
    expect((await mark(rule.ref)).status).toBe(201);
    const rec = await server.api<Recommendation>('/api/v2/recommendations', {
      method: 'POST',
      json: { state: 'Depressed', ...riskFlagValues(false), suicideHistory: true, priorMedications: [] },
    });
    const all = [...rec.body.first, ...rec.body.second, ...rec.body.third, ...rec.body.excluded];
    const id = rule.ref.area === 'rule' ? rule.ref.ruleId : '';
    const fired = [...all.flatMap((s) => s.rules), ...rec.body.advisories].filter((r) => r.ruleId === id);
    expect(fired.length).toBeGreaterThan(0);
    for (const r of fired) expect(r).toMatchObject({ needsReview: false, reviewed: { by: REVIEWER, on: today() } });
  });

  it('requires the name prescribers will see, and refuses an e-mail address, naming the field', async () => {
    const item = (await queue()).items.find((i) => i.ref.area === 'statement')!;
    for (const reviewer of [undefined, '', '   ', server.admin.email, 'ana@clinic']) {
      const res = await change({
        change: { kind: 'review.mark', item: item.ref, ...(reviewer === undefined ? {} : { reviewer }) },
        reason: 'x',
      });
      expect(res.status, String(reviewer)).toBe(400);
      expect(Object.keys(res.body.fields ?? {})).toEqual(['change.reviewer']);
    }
    expect((await queue()).items.find((i) => JSON.stringify(i.ref) === JSON.stringify(item.ref))).toBeDefined();
  });

  it('refuses an item reviewed already, or unknown, with 404 naming the field', async () => {
    const statement = { area: 'statement', text: 'No such statement', citationId: 'x', locator: 'y' } as const;
    const res = await mark(statement);
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/^item\.text:/);
    const bad = await server.api<ApiError>('/api/v2/content/changes', {
      method: 'POST',
      json: { change: { kind: 'review.mark', item: { area: 'rule' }, reviewer: REVIEWER }, reason: 'x' },
      token: admin,
    });
    expect(bad.status).toBe(400);
  });
});
