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
      page: 6,
      chunkNumber: 4,
      chunkText: text,
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
    expect(rules[0]).toMatchObject({ chunkNumber: 1, medications: ['Lurasidone'], rule: 'Taking a strong CYP3A4 inducer' });
  });

  it('takes no rule from keyword lists, references, table headers or sentences whose cue does not exclude', () => {
    const rules = extractRules(
      [
        chunk(
          [
            'Keywords Antipsychotics · Aripiprazole · Lurasidone · Risperidone · Pharmacogenetics.',
            '12. Smith J, Jones K. Avoid lithium in older adults? J Psychiatr Res. 2020;12:1-9.',
            'Table 1 (continued) Drug Metabolism Mechanism of action Recommended dose Adverse side effects References Olanzapine.',
            'Asenapine is a sublingual tablet and should not be swallowed whole.',
            'Lamotrigine has predictable pharmacokinetics and does not require serum level monitoring in most patients.',
          ].join('\n'),
        ),
      ],
      defaultCatalog,
    );
    expect(rules).toEqual([]);
  });

  it('excludes only the drug the cue governs, with the condition and threshold the sentence gives', () => {
    const rules = extractRules(
      [
        chunk(
          'Quetiapine is well tolerated in most patients, but lithium should not be used when the eGFR is below 30 mL/min. Lithium should not be used when the eGFR is below 30 mL/min in older adults.',
        ),
      ],
      defaultCatalog,
    );
    expect(rules.map((r) => [r.type, r.medications, r.rule])).toEqual([['EXCLUDE', ['Lithium'], 'Renal impairment (eGFR is below 30)']]);
  });

  it('takes no rule from a negated or hedged sentence, and keeps the scope a sentence gives its inclusion', () => {
    const hedged = [
      'Its significant metabolic side effect profile downgrades olanzapine to second-line for acute mania.',
      'Lithium, risperidone and paliperidone have not been adequately studied in youth, and expert opinion does not support this use as first-line treatment.',
      'Further research is needed before lamotrigine can be recommended for acute mania.',
      'Quetiapine is not recommended as first-line treatment for bipolar depression in this population.',
      'Olanzapine is a commonly recommended atypical antipsychotic drug.',
    ];
    const rules = extractRules([chunk(hedged.join(' '))], defaultCatalog);
    expect(rules).toEqual([]);
    const [scoped] = extractRules(
      [chunk('Cariprazine is recommended as a second-line option for acute bipolar I depression in adolescents.')],
      defaultCatalog,
    );
    expect(scoped).toMatchObject({ type: 'INCLUDE', rule: 'Bipolar depression (second-line, acute, adolescents)' });
  });

  it('takes what the drug is combined with, named by the vocabulary, as the condition of an exclusion', () => {
    const rules = extractRules(
      [
        chunk(
          [
            'Other cautions should include avoiding combining lithium with medications that can increase nephrotoxic potential (e.g., nonsteroidal anti-inflammatory drugs, angiotensin-converting enzyme inhibitors).',
            'Lurasidone should not be co-administered with potent CYP3A4 inhibitors such as ketoconazole.',
            'The employment of thiazides and ARBs in combination with lithium is not recommended.',
            'Clinicians should avoid combining quetiapine with carbamazepine in most patients.',
            'Ziprasidone is contraindicated in patients taking drugs that prolong the QT interval.',
            // A population or a comparison after "with" is no co-medication, so these name no situation.
            'Avoid lithium in patients with NSAID-induced nephropathy.',
            'Clinicians should avoid replacing lithium with valproate in excellent responders.',
          ].join(' '),
        ),
      ],
      defaultCatalog,
    );
    expect(rules.map((r) => [r.type, r.medications, r.rule])).toEqual([
      ['EXCLUDE', ['Lithium'], 'Taking an NSAID or an ACE inhibitor'],
      // An inhibitor is no inducer: the class is the vocabulary's, never a guess from "CYP3A4".
      ['EXCLUDE', ['Lurasidone'], 'Taking a strong CYP3A4 inhibitor'],
      ['EXCLUDE', ['Lithium'], 'Taking a thiazide diuretic or an angiotensin receptor blocker'],
      // A catalogue drug named as what the subject is combined with is the condition, not a second subject.
      ['EXCLUDE', ['Quetiapine'], 'Taking carbamazepine'],
      ['EXCLUDE', ['Ziprasidone'], 'Taking a QT-prolonging drug'],
    ]);
    for (const r of rules) expect(r.quote.length).toBeGreaterThan(40);
  });

  it('takes no exclusion that names no situation: a drug is never withdrawn from every patient', () => {
    const rules = extractRules(
      [chunk('Prescribers should avoid lithium whenever another option exists. Olanzapine should not be used in this setting.')],
      defaultCatalog,
    );
    expect(rules).toEqual([]);
  });

  it('reads teratogenicity as a pregnancy condition', () => {
    const rules = extractRules(
      [
        chunk(
          'Carbamazepine is teratogenic and is associated with spina bifida. Valproate is contraindicated given its risk of fetal harm.',
        ),
      ],
      defaultCatalog,
    );
    expect(rules.map((r) => [r.type, r.medications, r.rule])).toEqual([
      ['EXCLUDE', ['Carbamazepine'], 'Pregnancy or possible pregnancy'],
      ['EXCLUDE', ['Valproate'], 'Pregnancy or possible pregnancy'],
    ]);
  });

  it('reads a label interaction sentence as an exclusion for patients taking the other drug, unless negated', () => {
    const sentences = [
      'Nonsteroidal anti-inflammatory drugs may increase lithium concentrations; observe for lithium toxicity.',
      'Monitor serum lithium levels closely when a thiazide diuretic is added.',
      'Lithium toxicity has been reported in patients receiving lithium concomitantly with ACE inhibitors.',
      'Drugs lowering blood pressure such as ACE-I, beta-blocking agents or verapamil can also decrease lithium clearance.',
      // Negated or naming no other drug: nothing.
      'The combination of lithium with carbamazepine and valproate seems safe; there is no significant influence on the level of each drug.',
      'Valproate does not increase lamotrigine concentrations in most patients.',
      'Monitor serum lithium levels during concurrent use.',
    ];
    const text = sentences.join(' ');
    const rules = extractRules([chunk(text)], defaultCatalog);
    expect(rules.map((r) => [r.type, r.medications, r.rule, r.quote])).toEqual([
      ['EXCLUDE', ['Lithium'], 'Taking an NSAID', sentences[0]],
      ['EXCLUDE', ['Lithium'], 'Taking a thiazide diuretic', sentences[1]],
      ['EXCLUDE', ['Lithium'], 'Taking an ACE inhibitor', sentences[2]],
      ['EXCLUDE', ['Lithium'], 'Taking an ACE inhibitor, a beta blocker or verapamil', sentences[3]],
    ]);
    expect(rules[0]!.reason).toBe(sentences[0]);
  });

  it('takes no rule from "there is no significant influence on the level of each drug"', () => {
    const rules = extractRules(
      [chunk('When lithium is combined with quetiapine, there is no significant influence on the level of each drug.')],
      defaultCatalog,
    );
    expect(rules).toEqual([]);
  });
});
