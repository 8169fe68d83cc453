import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../db/client';
import { withClonedDatabase } from '../../../test/cloned-database';
import { conditionConcepts } from './clinical-lexicon';
import { topicConcepts } from './topic-concepts';
import { vocabularyDrugNames } from './drug-names';
import { americanSpelling, stem, words } from './question-terms';

let database: Database;
withClonedDatabase((opened) => {
  database = opened;
});

// Every wording of the lexicon, and words prescribers and documents write in other forms.
const lexicon = [...Object.values(conditionConcepts), ...Object.values(topicConcepts)].flat().flatMap((w) => words(w));
const forms = 'bleeding bleeds monitored monitoring levels therapies dosing doses interactions hepatitis generic general toxicity'.split(
  ' ',
);
// Ours by design (question-terms.ts): irregular plurals, unrelated meanings kept apart, abbreviations.
// One-word drug and class names keep their letters (only their plural "s" goes).
const ours = new Set([
  ...vocabularyDrugNames(),
  'women',
  'men',
  'children',
  'feet',
  'teeth',
  'people',
  'conception',
  'lactation',
  'lactating',
  'ssris',
  'aeds',
]);

describe('stems', () => {
  it('are PostgreSQL english_stem stems, so a sentence is matched as it was retrieved', async () => {
    const sample = [...new Set([...lexicon, ...forms])].filter((w) => !/[-']/.test(w));
    const rows = rowsOf<{ w: string; s: string[] | null }>(
      await database.db.execute(
        sql`SELECT w, ts_lexize('english_stem', w) AS s FROM jsonb_array_elements_text(${JSON.stringify(sample)}::jsonb) AS w`,
      ),
    );
    const differing = rows
      // British spellings are ours too: stemmed as the American word, and searched as both (ADR 0054).
      .filter((r) => r.s?.length && !ours.has(r.w) && americanSpelling(r.w) === r.w && r.s[0] !== stem(r.w))
      .map((r) => `${r.w}: ${r.s![0]} ≠ ${stem(r.w)}`);
    expect(rows.length).toBeGreaterThan(200);
    expect(differing).toEqual([]);
  });

  it('keep apart what Porter2 joins and join what it leaves apart', () => {
    expect(stem('conception')).not.toBe(stem('concept'));
    expect(stem('sedation')).not.toBe(stem('sedatives'));
    expect(stem('sedative')).toBe(stem('sedatives'));
    expect(stem('lactation')).not.toBe(stem('lactate'));
    expect(stem('SSRIs')).toBe(stem('SSRI'));
    // An abbreviation Porter2 would cut to "a", which every question has.
    expect(stem('AEDs')).toBe('aed');
  });
});
