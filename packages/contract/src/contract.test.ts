import { describe, expect, it } from 'vitest';
import { editMetadataSchema } from './documents.schema';
import { feedbackRequestSchema } from './feedback.schema';
import { legacyRecommendRequestSchema } from './legacy/recommend.schema';
import { recommendationRequestSchema } from './recommendations.schema';
import { freeTextLimits } from './text.schema';

describe('legacyRecommendRequestSchema', () => {
  it('splits the legacy comma-joined prior medications and defaults every flag to false', () => {
    const parsed = legacyRecommendRequestSchema.parse({ state: 'Manic', priorMedications: ' Depakote, ,lithium ' });
    expect(parsed.priorMedications).toEqual(['Depakote', 'lithium']);
    expect(parsed.kidneyHistory).toBe(false);
  });

  it('accepts a list and refuses strings where booleans belong', () => {
    expect(legacyRecommendRequestSchema.parse({ state: 'Depressed', priorMedications: ['Seroquel'] }).priorMedications).toEqual([
      'Seroquel',
    ]);
    const refused = legacyRecommendRequestSchema.safeParse({ state: 'Manic', suicideHistory: 'false' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['suicideHistory']);
  });

  it('bounds the free-text fields the server discards, so no one posts megabytes of them', () => {
    const refused = legacyRecommendRequestSchema.safeParse({
      state: 'Manic',
      description: 'x'.repeat(freeTextLimits.description + 1),
      id: 'y'.repeat(41),
    });
    expect(refused.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['description', 'id']);
  });

  it('refuses an unknown state by name', () => {
    const refused = legacyRecommendRequestSchema.safeParse({ state: 'manic' });
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['state']);
  });
});

describe('recommendationRequestSchema (v2)', () => {
  it('is the engine input with every flag defaulting to false and prior medications as a list', () => {
    const parsed = recommendationRequestSchema.parse({ state: 'Euthymic', kidneyHistory: true, priorMedications: [' Depakote '] });
    expect(parsed).toMatchObject({ state: 'Euthymic', kidneyHistory: true, liverHistory: false, priorMedications: ['Depakote'] });
  });

  it('refuses free text, legacy strings and unknown fields by name', () => {
    const refused = recommendationRequestSchema.safeParse({ state: 'Manic', description: 'Mr Smith', priorMedications: 'Depakote' });
    expect(refused.success).toBe(false);
    const paths = refused.error!.issues.map((i) => (i.path.length ? i.path.join('.') : (i as { keys?: string[] }).keys?.join(',')));
    expect(paths).toEqual(expect.arrayContaining(['priorMedications', 'description']));
  });
});

describe('feedbackRequestSchema', () => {
  it("uses the product's form messages", () => {
    const refused = feedbackRequestSchema.safeParse({ feedbacktype: '', name: '', email: 'x', message: '' });
    expect(Object.fromEntries(refused.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      feedbacktype: 'You must select a feedback type',
      name: 'Name is a required field',
      email: 'You have entered an invalid email',
      message: 'Message is a required field',
    });
  });
});

describe('editMetadataSchema', () => {
  it('turns 2024/03/31 into 2024-03-31, an empty date into null, and refuses other fields', () => {
    expect(editMetadataSchema.parse({ publicationDate: '2024/03/31' }).publicationDate).toBe('2024-03-31');
    expect(editMetadataSchema.parse({ publicationDate: '' }).publicationDate).toBeNull();
    expect(editMetadataSchema.safeParse({ publicationDate: '2024-02-31' }).success).toBe(false);
    expect(editMetadataSchema.safeParse({ size: 1 }).success).toBe(false);
  });

  it('refuses year 0 (PostgreSQL dates start at year 1) and NUL in text', () => {
    expect(editMetadataSchema.safeParse({ publicationDate: '0000-01-01' }).error?.issues[0]?.path).toEqual(['publicationDate']);
    expect(editMetadataSchema.parse({ publicationDate: '0001-01-01' }).publicationDate).toBe('0001-01-01');
    expect(editMetadataSchema.safeParse({ title: 'a\u0000b' }).error?.issues[0]?.message).toMatch(/NUL/);
  });
});
