import { defaultCatalog } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { groupStart } from './answer-completion';
import { rankEvidence } from './extractive-answerer';
import { analyseQuestion } from './question-analysis';
import { answerSentences as answer, retrievedPassage } from './test-passages';
import { textUnits } from './text-units';

const analyse = (q: string) => analyseQuestion(q, defaultCatalog);
const topicLabels = (q: string) => analyse(q).topics.map((t) => t.label);

describe('the drugs a question names and what it asks of them (ADR 0057)', () => {
  it("reads a sentence naming another drug, and not the one asked, as that drug's even in the asked drug's review (ADR 0060)", () => {
    // Invented review text: its title names the drug asked; the sentence on lactation names another.
    const review = retrievedPassage(
      'Risperidone raises prolactin and may cause lactation disorders and irregular menstruation.',
      'Aripiprazole in schizophrenia: a review',
      4,
    );
    expect(answer('On Abilify and wants to breastfeed. Does aripiprazole pass into breast milk?', [review])).toEqual([]);
  });

  it('asks about a drug "itself" apart from the others named', () => {
    const a = analyse('AF pt on Eliquis, about to start citalopram. Does apixaban itself do anything to the QT?');
    expect(a.intents.has('interaction')).toBe(false);
    expect(a.focus.find((f) => f.label === 'citalopram')?.implied).toBe(true);
    expect(a.focus.find((f) => f.label === 'apixaban')?.implied).toBeUndefined();
    // Without "itself" the two are taken together.
    expect(analyse('AF pt on Eliquis, about to start citalopram. Does it do anything to the QT?').intents.has('interaction')).toBe(true);
  });

  it('reads the amount of the regimen the patient is on as no dose asked for', () => {
    expect(analyse('Pt on Eliquis 5 mg twice daily needs clarithromycin. Do I have to halve the apixaban?').intents.has('dose')).toBe(
      false,
    );
    expect(analyse('Can he stay on Eliquis 5 mg twice daily while taking clarithromycin?').intents.has('dose')).toBe(false);
    expect(analyse('What apixaban dose with clarithromycin?').intents.has('dose')).toBe(true);
  });

  it('matches the QT and the QTc, "her sugars" and glucose, "how old" and an age', () => {
    const qt = [
      retrievedPassage(
        'Cardiac Electrophysiology\nApixaban has no effect on the QTc interval in humans at doses up to 50 mg.',
        'Eliquis',
        22,
      ),
    ];
    expect(answer('Does apixaban prolong the QT?', qt)).toEqual([expect.stringContaining('no effect on the QTc')]);
    expect(topicLabels('Anything to watch with her sugars on lisinopril?')).toContain('blood glucose');
    const age = [
      retrievedPassage('The study sample had an age range of 18 to 35 years, including 93 (55%) females.', 'Mood prediction', 2),
    ];
    expect(answer('How old were the patients in that study?', age)).toHaveLength(1);
  });

  it('takes adverbs of time and degree for no topic', () => {
    expect(topicLabels('Already on lithium: is it really safe to add ibuprofen?')).not.toEqual(
      expect.arrayContaining(['already', 'really']),
    );
  });

  it('searches the classes of two drugs asked together, and prefers the label sentence naming both to its class rule', () => {
    expect(analyse('T2DM pt on gliclazide, GP adding lisinopril. Anything to watch with her sugars?').classWordings).toEqual(
      expect.arrayContaining(['sulfonylureas', 'antidiabetics']),
    );
    expect(analyse('Can I give lisinopril for hypertension?').classWordings).toEqual([]);
    const label = [
      retrievedPassage(
        [
          '7 DRUG INTERACTIONS',
          'Apixaban is a substrate of both CYP3A4 and P-gp. Inhibitors of CYP3A4 and P-gp increase exposure to apixaban and increase the risk of bleeding.',
          '7.1 Combined P-gp and Strong CYP3A4 Inhibitors',
          'For patients receiving ELIQUIS 5 mg or 10 mg twice daily, the dose of ELIQUIS should be decreased by 50% when coadministered with drugs that are combined P-gp and strong CYP3A4 inhibitors (e.g., ketoconazole, itraconazole, ritonavir).',
        ].join('\n'),
        'ELIQUIS (apixaban) tablets',
        16,
      ),
      retrievedPassage(
        'Clarithromycin\nAlthough clarithromycin is a combined P-gp and strong CYP3A4 inhibitor, pharmacokinetic data suggest that no dose adjustment is necessary with concomitant administration with ELIQUIS.',
        'ELIQUIS (apixaban) tablets',
        17,
      ),
    ];
    const ranked = rankEvidence(
      'Patient on Eliquis 5 mg twice daily needs clarithromycin for a chest infection. Do I have to halve the apixaban?',
      label,
      defaultCatalog,
    );
    expect(ranked.ranked[0]?.page).toBe(17);
  });

  it('gives no score for naming an implied focus (the drug’s indication)', () => {
    const label = [
      retrievedPassage(
        '2.2 Recommended Dose for Nonvalvular Atrial Fibrillation\nThe recommended dose of ELIQUIS for most patients with nonvalvular atrial fibrillation is 5 mg taken orally twice daily.',
        'ELIQUIS (apixaban) tablets',
        3,
      ),
      retrievedPassage(
        '8.7 Hepatic Impairment\nBecause patients with moderate hepatic impairment (Child-Pugh class B) may have intrinsic coagulation abnormalities and there is limited clinical experience with ELIQUIS in these patients, dosing recommendations cannot be provided.',
        'ELIQUIS (apixaban) tablets',
        20,
      ),
    ];
    const { candidates } = rankEvidence('AF pt with Child-Pugh B cirrhosis. What Eliquis dose should I use?', label, defaultCatalog);
    const score = (page: number) => candidates.find((c) => c.passage.page === page)!.score;
    expect(score(20)).toBeGreaterThan(score(3));
  });

  it("reads an interaction table's examples row under its group's rows, and quotes them with it", () => {
    const table = [
      retrievedPassage(
        [
          'Drugs Affecting Glycemic Control',
          'Clinical Impact: Certain drugs tend to produce hyperglycemia and may lead to loss of glycemic control.',
          'Intervention:',
          'When such drugs are administered to a patient receiving metformin hydrochloride, observe the patient closely for loss of blood glucose control.',
          'Examples:',
          'Thiazides and other diuretics, corticosteroids, phenothiazines, thyroid products, estrogens, oral contraceptives, phenytoin',
          '8 USE IN SPECIFIC POPULATIONS',
          '8.1 Pregnancy',
          'There are risks to the mother and fetus associated with poorly controlled diabetes mellitus in pregnancy.',
        ].join('\n'),
        'METFORMIN HYDROCHLORIDE tablets',
        10,
      ),
    ];
    const picked = answer('T2DM pt on metformin, psych wants to start chlorpromazine. Will that throw off her glucose control?', table);
    expect(picked[0]).toMatch(/^Clinical Impact: .*loss of glycemic control/);
    expect(picked).toContainEqual(expect.stringContaining('phenothiazines'));
    expect(picked.join(' ')).not.toMatch(/mother and fetus/);
    // The examples' label on a line of its own, as labels print it, still marks the examples row.
    const units = textUnits(
      ['Clinical Impact: Raises levels.', 'Intervention:', 'Monitor.', 'Examples:', 'ketoconazole, itraconazole'].join('\n'),
    );
    expect(groupStart(units, 4)).toBe(0);
    expect(groupStart(units, 2)).toBe(-1);
  });

  it('answers "how often did …" with a rate, not a count (ADR 0057)', () => {
    const paper = [
      retrievedPassage(
        'We developed 50 sets of clinical vignettes reflecting bipolar depression and presented them to experts, who were asked to identify 5 optimal next-step pharmacotherapies and 5 poor or contraindicated choices for lithium.',
        'Clinical decision support for bipolar depression',
        1,
      ),
    ];
    expect(answer('How often did lithium end up among the poor or contraindicated choices?', paper)).toEqual([]);
    const rate = [
      retrievedPassage(
        'For 120 vignettes (12.0%), lithium was among the poor or contraindicated choices.',
        'Clinical decision support for bipolar depression',
        2,
      ),
    ];
    expect(answer('How often did lithium end up among the poor or contraindicated choices?', rate)).toHaveLength(1);
  });
});
