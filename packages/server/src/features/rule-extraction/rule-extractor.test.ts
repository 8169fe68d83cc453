import { defaultCatalog, type Catalog } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { createRuleCollector, type SourceChunk } from './rule-extractor';

/** A document's rules, its chunks added in order as the service adds them (in slices). */
function extractRules(chunks: SourceChunk[], catalog: Catalog) {
  const collector = createRuleCollector(catalog);
  for (const chunk of chunks) collector.add(chunk);
  return collector.rules;
}

const chunk = (text: string, chunkNumber = 4, page = 6) => ({ chunkNumber, page, text });

describe('deterministic rule extraction', () => {
  it('reads an exclusion with its condition, reason, page and chunk', () => {
    const text =
      'Valproate should be avoided in women who could become pregnant because it is teratogenic and causes neural tube defects. Sleep matters.';
    const [rule, ...rest] = extractRules([chunk(text)], defaultCatalog);
    expect(rest).toHaveLength(0);
    expect(rule).toMatchObject({
      type: 'EXCLUDE',
      rule: 'Pregnancy or possible pregnancy',
      medications: ['Valproate'],
      reason: 'It is teratogenic and causes neural tube defects.',
      source: 'chunk-4',
      page: 6,
      chunk_number: 4,
      chunk_text: text,
    });
    expect(text).toContain(rule!.quote);
  });

  it('knows brands and synonyms, and reads "not recommended" as an exclusion, not an inclusion', () => {
    const rules = extractRules(
      [
        chunk(
          'Depakote is not recommended for women planning a pregnancy. Cariprazine is recommended as a first-line option for acute bipolar I depression. Lamotrigine is preferred over valproate for women planning a pregnancy.',
        ),
      ],
      defaultCatalog,
    );
    expect(rules.map((r) => [r.type, r.medications])).toEqual([
      ['EXCLUDE', ['Valproate']],
      ['INCLUDE', ['Cariprazine']],
      ['INCLUDE', ['Lamotrigine']],
    ]);
  });

  it('ignores sentences without a catalogue medication, without a cue, or saying "not contraindicated"', () => {
    const rules = extractRules(
      [
        chunk(
          'Antidepressant monotherapy should not be used alone in this setting. Lithium levels were measured weekly. Lamotrigine is not contraindicated in renal impairment.',
        ),
      ],
      defaultCatalog,
    );
    expect(rules).toEqual([]);
  });

  it('gives one rule for a sentence repeated by overlapping chunks', () => {
    const s = 'Lurasidone is contraindicated with strong CYP3A4 inducers such as carbamazepine.';
    const rules = extractRules([chunk(`Intro text here now. ${s}`, 1, 8), chunk(`${s} More text follows here.`, 2, 8)], defaultCatalog);
    expect(rules).toHaveLength(1);
    // The subject is lurasidone; carbamazepine is what it must not be combined with.
    expect(rules[0]).toMatchObject({ chunk_number: 1, medications: ['Lurasidone'], rule: 'Taking a strong CYP3A4 inducer' });
  });
});
