import { describe, expect, it } from 'vitest';
import { defaultDosing } from '../dosing/default-dosing';
import { dosingFacts } from '../dosing/dosing-facts';
import { startTargetMonitor } from '../dosing/start-target-monitor';
import { CONTENT_FORMAT, defaultClinicalContent, type ClinicalContentSet } from './clinical-content';
import { applyContentChange } from './content-changes';
import { diffClinicalContent } from './content-diff';
import { dosingAsContent, formatOf, parseStoredContent } from './content-format';
import { contentSetHash } from './content-hash';
import { conflictLocation } from './release-conflicts';
import { mergeRelease } from './release-merge';
import { reviewQueue, type ReviewItem } from './review-queue';
import { validateContentSet } from './interaction-checks';
import storedV1 from './fixtures/content-format-1.json' with { type: 'json' };
import storedV2 from './fixtures/content-format-2.json' with { type: 'json' };

// Dosing as stored, versioned, reviewable content (docs/adr/0049).
const content = defaultClinicalContent();
const dosingItems = (c: ClinicalContentSet) => reviewQueue(c).filter((i) => i.ref.area === 'dosing');
const lithiumDose = (c: ClinicalContentSet) =>
  dosingItems(c).find((i) => i.ref.area === 'dosing' && i.ref.medicationId === 'lithium' && i.ref.fact === 'phase')!;
const mark = (c: ClinicalContentSet, item: ReviewItem) =>
  applyContentChange(c, { kind: 'review.mark', item: item.ref, reviewer: 'Dr Ana Ruiz' }, [], '2026-11-27');

describe('dosing in the stored content', () => {
  it('upgrades a stored format-2 version by adding the built-in dosing it was answered with', () => {
    expect(formatOf(storedV2)).toBe(2);
    expect('dosing' in storedV2).toBe(false);
    const upgraded = parseStoredContent(storedV2);
    expect(upgraded.formatVersion).toBe(CONTENT_FORMAT);
    expect(upgraded.dosing).toEqual(defaultDosing);
    expect(upgraded.catalog).toEqual(parseStoredContent(content).catalog);
  });

  it('gives a version only the dosing of medications its catalogue has, and it validates (formats 1 and 2)', () => {
    expect(validateContentSet(parseStoredContent(storedV1))).toEqual([]);
    // A format-2 version in which an administrator had deleted cariprazine.
    const v2 = storedV2 as unknown as Omit<ClinicalContentSet, 'dosing'>;
    const others = <T extends { id: string }>(list: T[]) => list.filter((x) => x.id !== 'cariprazine');
    const withoutDosing = { ...v2, catalog: { ingredients: others(v2.catalog.ingredients), regimens: others(v2.catalog.regimens) } };
    const upgraded = parseStoredContent(withoutDosing);
    expect(upgraded.dosing.map((d) => d.id)).toEqual(defaultDosing.map((d) => d.id).filter((id) => id !== 'cariprazine'));
    // (Its tables and rules naming cariprazine are other problems, not the dosing's.)
    expect(validateContentSet(upgraded).filter((p) => p.startsWith('dosing'))).toEqual([]);
  });

  it('dosingAsContent is pure and leaves a document that has dosing as it is', () => {
    const doc = { formatVersion: 2, rules: [], catalog: { ingredients: [{ id: 'lithium' }], regimens: [] } };
    const copy = structuredClone(doc);
    expect(dosingAsContent(doc)).toEqual({ ...copy, dosing: defaultDosing.filter((d) => d.id === 'lithium') });
    expect(doc).toEqual(copy);
    const own = { dosing: [] };
    expect(dosingAsContent(own)).toBe(own);
  });

  it('names a content set differently when one dosing fact changes', () => {
    const changed: ClinicalContentSet = {
      ...content,
      dosing: content.dosing.map((d) =>
        d.id === 'lithium' ? { ...d, advice: [{ ...d.advice[0]!, text: 'Other advice' }, ...d.advice.slice(1)] } : d,
      ),
    };
    expect(contentSetHash(changed)).not.toBe(contentSetHash(content));
    expect(contentSetHash({ ...content })).toBe(contentSetHash(content));
    expect(diffClinicalContent(content, changed)).toEqual([
      expect.objectContaining({
        area: 'dosing',
        id: 'lithium',
        change: 'changed',
        details: [
          expect.stringMatching(/^- patient advice: /),
          '+ patient advice: Other advice (' +
            changed.dosing[0]!.advice[0]!.source.citationId +
            ', ' +
            changed.dosing[0]!.advice[0]!.source.locator +
            ')',
        ],
      }),
    ]);
  });
});

describe('dosing facts in the review queue', () => {
  it('lists every dosing fact awaiting review as its own item, in words, with its source', () => {
    const items = dosingItems(content);
    expect(items).toHaveLength(dosingFacts(defaultDosing).filter((f) => f.needsReview).length);
    expect(lithiumDose(content)).toMatchObject({
      title: expect.stringMatching(/^Lithium, acute episode.*900 mg\/day/),
      kind: 'dosing: start and titration (Manic, Hypomanic, Depressed)',
      usedBy: ['Lithium'],
      sources: [{ citation: 'Lithium US label', locator: expect.stringMatching(/^Section 2/) }],
    });
    // A label citation new with the dosing is named, not shown as its id.
    const olanzapine = items.find((i) => i.usedBy[0] === 'Olanzapine')!;
    expect(olanzapine.sources[0]?.citation).toMatch(/\(to verify\)$/);
  });

  it('review.mark clears one fact and only that one, stamped, and the block stops flagging it', () => {
    const item = lithiumDose(content);
    const next = mark(content, item);
    const [was, now] = [dosingFacts(content.dosing), dosingFacts(next.dosing)];
    const changed = now.filter((f, i) => JSON.stringify(f) !== JSON.stringify(was[i]));
    expect(changed).toEqual([
      expect.objectContaining({
        medicationId: 'lithium',
        fact: 'phase',
        index: 0,
        needsReview: false,
        reviewed: { by: 'Dr Ana Ruiz', on: '2026-11-27' },
      }),
    ]);
    expect(dosingItems(next)).toHaveLength(dosingItems(content).length - 1);
    expect(diffClinicalContent(content, next)).toEqual([
      expect.objectContaining({
        area: 'dosing',
        id: 'lithium',
        details: [
          expect.stringMatching(/^reviewed dosing by Dr Ana Ruiz, 2026-11-27: dose \(Manic, Hypomanic, Depressed\): Acute episode/),
        ],
      }),
    ]);
    const lithium = next.catalog.regimens.find((r) => r.id === 'lithium')!;
    const patient = { state: 'Manic' } as const;
    expect(startTargetMonitor(lithium, patient, content.dosing).medications[0]).toMatchObject({ doseNeedsReview: true });
    const block = startTargetMonitor(lithium, patient, next.dosing).medications[0]!;
    expect(block.doseNeedsReview).toBeUndefined();
    expect(block.doseReviewed).toEqual({ by: 'Dr Ana Ruiz', on: '2026-11-27' });
  });

  it('refuses a fact reviewed already, or whose words changed since the queue showed it', () => {
    const item = lithiumDose(content);
    expect(() => mark(mark(content, item), item)).toThrow(/^item\.text: no phase fact 0 of the dosing of 'lithium'/);
    const moved = { ...item, ref: { ...item.ref, index: 1 } } as ReviewItem;
    expect(() => mark(content, moved)).toThrow(/awaits review/);
  });
});

describe('dosing and the catalogue', () => {
  it('refuses dosing for an id the catalogue does not have, naming the field', () => {
    const stray = { ...defaultDosing[0]!, id: 'no-such-drug' };
    expect(validateContentSet(content)).toEqual([]);
    expect(validateContentSet({ ...content, dosing: [...content.dosing, stray] })).toEqual([
      "dosing.no-such-drug: the catalogue has no ingredient or regimen 'no-such-drug'",
    ]);
  });

  it('takes a deleted medication’s dosing with it, and keeps an ingredient’s that other regimens still use', () => {
    const next = applyContentChange(content, { kind: 'medication.delete', id: 'cariprazine' });
    expect(next.dosing.some((d) => d.id === 'cariprazine')).toBe(false);
    expect(applyContentChange(content, { kind: 'medication.delete', id: 'lithium' }).dosing.some((d) => d.id === 'lithium')).toBe(true);
    expect(diffClinicalContent(content, next)).toContainEqual(
      expect.objectContaining({ area: 'dosing', id: 'cariprazine', change: 'removed' }),
    );
    expect(validateContentSet(next).filter((p) => p.startsWith('dosing'))).toEqual([]);
  });

  it('merges a release’s dosing per medication', () => {
    const release: ClinicalContentSet = {
      ...content,
      dosing: content.dosing.map((d) => (d.id === 'lamotrigine' ? { ...d, product: 'Lamotrigine tablets (release wording)' } : d)),
    };
    const site = mark(content, lithiumDose(content));
    const { merged, applied, conflicts } = mergeRelease(content, site, release);
    expect(applied).toEqual([{ area: 'dosing', id: 'lamotrigine' }]);
    expect(conflicts).toEqual([]);
    expect(merged.dosing.find((d) => d.id === 'lamotrigine')?.product).toContain('release wording');
    expect(merged.dosing.find((d) => d.id === 'lithium')).toEqual(site.dosing.find((d) => d.id === 'lithium'));
  });

  it('keeps a medication’s dosing changed by both as a conflict the conflicts screen can locate (docs/adr/0050)', () => {
    const site = mark(content, lithiumDose(content));
    const release: ClinicalContentSet = {
      ...content,
      dosing: content.dosing.map((d) => (d.id === 'lithium' ? { ...d, product: 'Lithium carbonate (release wording)' } : d)),
    };
    const { merged, conflicts } = mergeRelease(content, site, release);
    expect(conflicts).toEqual([expect.objectContaining({ area: 'dosing', id: 'lithium' })]);
    expect(merged.dosing.find((d) => d.id === 'lithium')).toEqual(site.dosing.find((d) => d.id === 'lithium'));
    expect(conflictLocation(conflicts[0]!, { base: content, site, release })).toEqual({ path: ['dosing'], key: 'id' });
  });
});
