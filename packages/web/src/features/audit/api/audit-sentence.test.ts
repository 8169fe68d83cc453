import type { AuditEntry } from '@balancer/contract';
import { describe, expect, it } from 'vitest';
import { actionLabel, auditSentence } from './audit-sentence';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-25T10:00:00.000Z',
  actor: { id: 1, email: 'admin@example.org' },
  action: 'update',
  entityType: 'x',
  entityId: '1',
  before: null,
  after: null,
  requestId: null,
  ...over,
});

describe('auditSentence', () => {
  it('reads a settled release conflict: the release taken as a version, this site’s kept without one (docs/adr/0050)', () => {
    const taken = auditSentence(
      entry({
        action: 'content.merge.settle',
        entityType: 'clinical_content',
        entityId: '4',
        before: { version: 3 },
        after: { version: 4, reason: 'Release wording', diff: [{ area: 'rule', title: 'Kidney disease excludes lithium', details: [] }] },
      }),
    );
    expect(taken.text).toBe('admin@example.org took the release’s version of Kidney disease excludes lithium (v3 → v4): Release wording');
    const kept = auditSentence(
      entry({
        action: 'content.merge.settle',
        entityType: 'content_merge_conflict',
        entityId: '2',
        before: { area: 'rule', id: 'liver-history-excludes-valproate' },
        after: { take: 'site', reason: 'Our label' },
      }),
    );
    expect(kept).toEqual({
      text: 'admin@example.org kept this site’s rule liver-history-excludes-valproate over the release’s: Our label',
    });
  });

  it('reads a content change with its names, versions and reason, linking to the version', () => {
    const s = auditSentence(
      entry({
        action: 'content.medication.delete',
        entityType: 'clinical_content',
        entityId: '6',
        before: { version: 5 },
        after: {
          version: 6,
          reason: 'Withdrawn from the formulary',
          diff: [
            { area: 'medication', title: 'Brexpiprazole', details: [] },
            { area: 'ingredient', title: 'Brexpiprazole', details: [] },
            { area: 'citation', title: 'Entered by an administrator', details: [] },
          ],
        },
      }),
    );
    expect(s.text).toBe('admin@example.org deleted medication Brexpiprazole (v5 → v6): Withdrawn from the formulary');
    expect(s.link?.to).toBe('/contenthistory#version-6');
  });

  it('names a reviewer as prescribers see them', () => {
    const reviewed = entry({
      action: 'content.review.mark',
      entityId: '4',
      before: { version: 3 },
      after: {
        version: 4,
        reason: 'Checked against the Clozaril label',
        diff: [
          {
            area: 'ingredient',
            title: 'Clozapine',
            details: ['reviewed risk by Dr Ana Ruiz, psychiatrist, 2026-11-26: Severe neutropenia'],
          },
        ],
      },
    });
    expect(auditSentence(reviewed).text).toBe(
      'admin@example.org, as “Dr Ana Ruiz, psychiatrist”, marked reviewed Clozapine (v3 → v4): Checked against the Clozaril label',
    );
  });

  it('names the reviewer of a dosing fact the same way (docs/adr/0049)', () => {
    const reviewed = entry({
      action: 'content.review.mark',
      entityId: '5',
      before: { version: 4 },
      after: {
        version: 5,
        reason: 'Checked against the lithium label',
        diff: [
          {
            area: 'dosing',
            title: 'Lithium dosing',
            details: ['reviewed dosing by Dr Ana Ruiz, psychiatrist, 2026-11-27: dose (Manic, Hypomanic, Depressed): Acute episode'],
          },
        ],
      },
    });
    expect(auditSentence(reviewed).text).toBe(
      'admin@example.org, as “Dr Ana Ruiz, psychiatrist”, marked reviewed Lithium dosing (v4 → v5): Checked against the lithium label',
    );
  });

  it('says whether a rule was disabled or re-enabled', () => {
    const disabled = entry({
      action: 'content.rule.setEnabled',
      entityId: '3',
      before: { version: 2 },
      after: { version: 3, diff: [{ title: 'Kidney disease excludes lithium', details: ['disabled'] }] },
    });
    expect(auditSentence(disabled).text).toBe('admin@example.org disabled rule Kidney disease excludes lithium (v2 → v3)');
  });

  it('reads account changes by address and never names a feedback sender', () => {
    expect(auditSentence(entry({ action: 'user.deactivate', entityType: 'user', before: { email: 'dr.a@example.org' } })).text).toBe(
      'admin@example.org deactivated dr.a@example.org',
    );
    expect(
      auditSentence(entry({ action: 'mark_handled', entityType: 'feedback', entityId: '12', before: { email: 'sender@example.org' } }))
        .text,
    ).toBe('admin@example.org marked feedback #12 handled');
  });

  it('labels filters in plain words', () => {
    expect(actionLabel('content.medication.add')).toBe('Added medication');
    expect(actionLabel('user.deactivate')).toBe('Deactivated');
    expect(actionLabel('something_new')).toBe('something new');
  });
});
