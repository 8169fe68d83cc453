import type {
  ApiError,
  AuditPage,
  ContentChangeResult,
  ContentHistoryEntry,
  ContentReviewQueue,
  ContentVersionInfo,
} from '@balancer/contract';
import { contentVersion, riskFlagValues, type Recommendation, type ReviewItem } from '@balancer/domain';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOnStoredContent } from '../../../test/stored-content';
import type { TestServer } from '../../../test/test-server';

/**
 * Dosing as stored, versioned, reviewable content (docs/adr/0049), on a database a format-2 release
 * wrote: its built-in content and an administrator's edit, neither with dosing. The server reads both
 * through the 2→3 upgrader (the built-in dosing they were answered with), and a reviewer marks a dosing
 * fact reviewed through the queue like any statement.
 */
const KIDNEY = 'kidney-history-excludes-lithium';
type Format2 = { pack: never; catalog: never; rules: { id: string; disabled?: boolean }[] };
const fixture = new URL('../../../../domain/src/content/fixtures/content-format-2.json', import.meta.url);
const seeded = JSON.parse(readFileSync(fixture, 'utf8')) as Format2;
const edited: Format2 = { ...seeded, rules: seeded.rules.map((r) => (r.id === KIDNEY ? { ...r, disabled: true } : r)) };
// How a format-2 release named its versions: pack, rules and catalogue (it had no stored dosing).
const hashOfFormat2 = (c: Format2) => contentVersion(c.pack, c.rules as never, c.catalog);
const REVIEWER = 'Dr Ana Ruiz, psychiatrist';
const today = () => new Date().toISOString().slice(0, 10);

let server: TestServer;
let admin: string;
let seedId: number;
let editId: number;

beforeAll(async () => {
  const stored = await startOnStoredContent([
    { content: seeded, hash: hashOfFormat2(seeded), reason: 'Built-in content of this release', change: 'seed' },
    { content: edited, hash: hashOfFormat2(edited), reason: 'Kidney rule off (stored in format 2)', change: 'rule.setEnabled' },
  ]);
  server = stored.server;
  [seedId, editId] = stored.ids as [number, number];
  admin = (await server.login(server.admin.email, server.admin.password)).access;
});
afterAll(() => server?.close());

const manic = { state: 'Manic', ...riskFlagValues(false), priorMedications: [] };
const suggest = async () => (await server.api<Recommendation>('/api/v2/recommendations', { method: 'POST', json: manic })).body;
const lithiumBlock = (r: Recommendation) =>
  [...r.first, ...r.second, ...r.third].find((s) => s.regimenId === 'lithium')?.startTargetMonitor?.medications[0];
const queue = async () => (await server.api<ContentReviewQueue>('/api/v2/content/review', { token: admin })).body;
const post = <T>(path: string, json: unknown) => server.api<T & ApiError>(path, { method: 'POST', json, token: admin });
const mark = (item: unknown) =>
  post<ContentChangeResult>('/api/v2/content/changes', {
    change: { kind: 'review.mark', item, reviewer: REVIEWER },
    reason: 'Checked against the lithium label, section 2',
  });
const lithiumDose = (items: ReviewItem[]) =>
  items.find((i) => i.ref.area === 'dosing' && i.ref.medicationId === 'lithium' && i.ref.fact === 'phase' && i.ref.index === 0);
const history = async () => (await server.api<ContentHistoryEntry[]>('/api/v2/content/versions', { token: admin })).body;

describe('dosing stored in the content (format 2 upgraded)', () => {
  it('answers a format-2 version with the built-in dosing, under the stored hash, awaiting review', async () => {
    const { body: active } = await server.api<ContentVersionInfo>('/api/v2/content', { token: admin });
    expect(active).toMatchObject({ id: editId, hash: hashOfFormat2(edited) });
    const answer = await suggest();
    expect(answer.contentVersion).toBe(`v${editId}:${hashOfFormat2(edited)}`);
    expect(lithiumBlock(answer)).toMatchObject({ id: 'lithium', doseNeedsReview: true });
  });

  it('diffs the format-2 versions through the upgrader: the edit, and no dosing change', async () => {
    const edit = (await history()).find((v) => v.id === editId)!;
    expect(edit.diff).toEqual([expect.objectContaining({ area: 'rule', title: 'Kidney disease excludes lithium', details: ['disabled'] })]);
  });

  it('lists dosing facts in the review queue through HTTP, each its own item with its source', async () => {
    const items = (await queue()).items;
    const dosing = items.filter((i) => i.ref.area === 'dosing');
    expect(dosing.length).toBeGreaterThan(100);
    expect(lithiumDose(items)).toMatchObject({
      title: expect.stringMatching(/^Lithium, acute episode/),
      kind: 'dosing: start and titration (Manic, Hypomanic, Depressed)',
      usedBy: ['Lithium'],
      sources: [{ citation: 'Lithium US label', locator: expect.stringMatching(/^Section 2/), reference: expect.any(String) }],
    });
  });

  it('marks one reviewed: a new audited version, gone from the queue, no longer flagged in the answer', async () => {
    const before = await queue();
    const item = lithiumDose(before.items)!;
    const { status, body } = await mark(item.ref);
    expect(status).toBe(201);
    expect(body.version).toMatchObject({ change: 'review.mark', author: server.admin.email });
    expect(body.version.hash).not.toBe(hashOfFormat2(edited));
    expect(body.diff).toEqual([
      expect.objectContaining({
        area: 'dosing',
        id: 'lithium',
        details: [
          expect.stringMatching(
            new RegExp(`^reviewed dosing by ${REVIEWER}, ${today()}: dose \\(Manic, Hypomanic, Depressed\\): Acute episode`),
          ),
        ],
      }),
    ]);
    const after = await queue();
    expect(after.items).toHaveLength(before.items.length - 1);
    expect(lithiumDose(after.items)).toBeUndefined();
    const answer = await suggest();
    expect(answer.contentVersion).toBe(body.version.contentVersion);
    const block = lithiumBlock(answer)!;
    expect(block.doseNeedsReview).toBeUndefined();
    expect(block.doseReviewed).toEqual({ by: REVIEWER, on: today() });
    // Only that fact: lithium's other facts still await review.
    expect(after.items.some((i) => i.ref.area === 'dosing' && i.ref.medicationId === 'lithium')).toBe(true);
    const audit = await server.api<AuditPage>('/api/v2/audit?entityType=clinical_content', { token: admin });
    expect(audit.body.results.find((e) => e.entityId === String(body.version.id))).toMatchObject({
      action: 'content.review.mark',
      actor: { email: server.admin.email },
    });
  });

  it('refuses a fact reviewed already (404 naming item.text) and a malformed one (400)', async () => {
    const item = { area: 'dosing', medicationId: 'lithium', fact: 'phase', index: 0, text: 'anything' };
    const stale = await mark(item);
    expect(stale.status).toBe(404);
    expect(stale.body.error).toMatch(/^item\.text:/);
    const bad = await mark({ ...item, fact: 'dose' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['change.item.fact']);
  });

  it('rolls back to the format-2 seed as a format-3 version: the review mark no longer applies', async () => {
    const preview = await post<{ diff: { area: string; id: string; details: string[] }[] }>(
      `/api/v2/content/versions/${seedId}/rollback/preview`,
      {},
    );
    expect(preview.body.diff).toContainEqual(
      expect.objectContaining({ area: 'dosing', id: 'lithium', details: [expect.stringMatching(/review by .* no longer applies/)] }),
    );
    const { status, body } = await post<ContentChangeResult>(`/api/v2/content/versions/${seedId}/rollback`, {
      reason: 'Back to the built-in content',
      confirm: true,
    });
    expect(status).toBe(201);
    expect(body.version).toMatchObject({ change: 'rollback', restoredFrom: seedId });
    expect(lithiumBlock(await suggest())).toMatchObject({ doseNeedsReview: true });
    expect(lithiumDose((await queue()).items)).toBeDefined();
  });
});
