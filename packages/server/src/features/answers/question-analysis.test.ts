import { defaultCatalog } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { addresses, analyseQuestion } from './question-analysis';
import { mentions, repairText, stemsOf } from './stems';
import { stem } from './question-terms';

const analyse = (q: string) => analyseQuestion(q, defaultCatalog);

describe('question analysis', () => {
  it('finds the two agents of an interaction, catalogue and other drugs alike', () => {
    const a = analyse('Can a patient on lisinopril take Seroquel?');
    expect(a.focus.map((f) => f.label)).toEqual(['Quetiapine', 'lisinopril']);
    expect(a.intents.has('interaction')).toBe(true);
  });

  it('reads what a patient is allergic to as the allergy, not as a second drug taken', () => {
    const a = analyse('Can someone allergic to aspirin take ibuprofen?');
    expect(a.focus.map((f) => f.label)).toContain('allergy');
    expect(a.intents.has('interaction')).toBe(false);
  });

  it('reads an effect as an effect, not as the class of drugs named after it', () => {
    const a = analyse('Does quetiapine cause sedation and weight gain?');
    expect(a.focus.filter((f) => f.kind === 'drug').map((f) => f.label)).toEqual(['Quetiapine']);
    expect(a.intents.has('interaction')).toBe(false);
  });

  it('reads a prescriber’s words for what documents say', () => {
    const a = analyse('Is lisinopril compatible with nursing?');
    const lactation = a.focus.find((f) => f.label === 'lactation')!;
    expect(mentions(stemsOf('No data are available regarding lisinopril in human milk.'), lactation.phrases)).toBe(true);
    expect(a.intents.has('pregnancy')).toBe(true);
    const kidney = analyse('How should lithium be dosed in kidney disease?').focus.find((f) => f.label === 'kidney')!;
    expect(mentions(stemsOf('Reduce the dose when creatinine clearance is below 30 mL/min.'), kidney.phrases)).toBe(true);
  });

  it('searches "contraindicated" for who must not get a drug, in the question’s words or not', () => {
    const a = analyse('Who should not be given lisinopril?');
    expect(a.intents.has('contraindication')).toBe(true);
    expect(a.wordings).toEqual(expect.arrayContaining(['contraindicated']));
    expect(analyse('What is the usual starting dose of lisinopril?').wordings).not.toContain('contraindicated');
  });

  it('matches a class to its members and a member to its class', () => {
    const nsaid = analyse('Can a patient on warfarin take NSAIDs?').focus.find((f) => f.label === 'nsaids')!;
    expect(mentions(stemsOf('Nonsteroidal anti-inflammatory agents such as ibuprofen increase bleeding.'), nsaid.phrases)).toBe(true);
    const sertraline = analyse('Is sertraline a problem with warfarin?').focus.find((f) => f.label.toLowerCase() === 'sertraline')!;
    expect(mentions(stemsOf('Serotonin reuptake inhibitors increase the risk of bleeding.'), sertraline.phrases)).toBe(true);
  });

  it('tells a dose question from a missed-dose question', () => {
    expect(analyse('What is the starting dose of metformin?').intents.has('dose')).toBe(true);
    const missed = analyse('What should a patient do after missing a warfarin dose?').intents;
    expect(missed.has('dose')).toBe(false);
    expect(missed.has('timing')).toBe(true);
  });

  it('keeps acronyms as what the answer must be about', () => {
    expect(analyse('What INR should I aim for with warfarin?').focus.map((f) => f.label)).toContain('INR');
  });

  it('undoes split ligatures and line-end hyphens for matching', () => {
    expect(repairText('identi fi ed the optimal choice, substan-\ntially')).toBe('identified the optimal choice, substantially');
  });
});

describe('a narrower class the drug is not in', () => {
  it('does not address it: "typical antipsychotics" are not clozapine, "atypical antipsychotics" not haloperidol', () => {
    const drug = (q: string) => analyseQuestion(q, defaultCatalog).focus[0]!;
    const clozapine = drug('Is clozapine safe?');
    const haloperidol = drug('Is haloperidol safe?');
    const typical = stemsOf('Neurotoxicity can be increased by typical antipsychotics such as chlorpromazine.');
    const atypical = stemsOf('Weight gain is common with atypical antipsychotics.');
    expect([addresses(typical, clozapine), addresses(atypical, clozapine)]).toEqual([false, true]);
    expect([addresses(typical, haloperidol), addresses(atypical, haloperidol)]).toEqual([true, false]);
    expect(addresses(stemsOf('All antipsychotics can prolong QT.'), clozapine)).toBe(true);
  });
});

describe('words for a drug level and its harms', () => {
  it('reads "serum level" as a level, not a blood test, and "indicated" as the question\'s verb', () => {
    const { topics } = analyse('In lithium poisoning, at what serum level is hemodialysis indicated?');
    expect(topics.map((t) => t.label)).toEqual(['overdose']);
    expect(analyse('Which blood tests are needed on lithium?').topics.map((t) => t.label)).toContain('blood test');
  });

  it('takes poisoning and intoxication for toxicity, irreversible for permanent', () => {
    const { topics } = analyse('Can lithium toxicity cause permanent neurological damage?');
    const text = stemsOf('Neurological deficits may be an irreversible sequel of lithium intoxication.');
    expect(topics.filter((t) => ['overdose', 'permanent'].includes(t.label)).every((t) => mentions(text, t.phrases))).toBe(true);
  });

  it('drops the words the full-text index drops (the Snowball stop list) and prescription abbreviations (ADR 0054)', () => {
    const a = analyse("What's the best time for his OTC ibuprofen, 200 mg BID?");
    expect(a.topics.map((t) => t.label)).toEqual(['preferred', 'time']);
    expect(a.focus.map((f) => f.label)).toEqual(['ibuprofen']);
  });

  it("reads the patient's current regimen as context, an asked dose as the question (ADR 0054)", () => {
    expect(analyse('Patient on Eliquis 5 mg twice daily needs clarithromycin: what now?').topics.map((t) => t.label)).not.toContain(
      'twice',
    );
    expect(analyse('Who should get the reduced 2.5 mg twice daily dose of Eliquis?').topics.map((t) => t.label)).toContain('twice');
  });

  it('reads bypass surgery as heart surgery and birth defects as congenital malformations (MeSH, ADR 0054)', () => {
    const bypass = analyse('Can he take ibuprofen after bypass surgery?').topics.find((t) => t.label === 'heart surgery')!;
    expect(mentions(stemsOf('Do not use right before or after heart surgery.'), bypass.phrases)).toBe(true);
    const defects = analyse('Is lamotrigine linked to birth defects?').topics.find((t) => t.label === 'birth defect')!;
    expect(mentions(stemsOf('It was not associated with major congenital malformations.'), defects.phrases)).toBe(true);
  });

  it('drops "pt", indefinite pronouns and the asker\'s own words ("worry", "try", "bad"), and a hyphenated word a concept took (ADR 0054)', () => {
    const a = analyse('Long-term lithium pt wants to quit. Anything I should worry about, and what can I try?');
    expect(a.topics.map((t) => t.label)).toEqual(['stop', 'long-term']);
  });

  it('reads "how bad" and "any numbers" as asking for a figure (ADR 0054)', () => {
    expect(analyse('How bad is weight gain on brexpiprazole?').intents.has('quantity')).toBe(true);
    expect(analyse('Weight gain on brexpiprazole: any numbers?').intents.has('quantity')).toBe(true);
  });

  it('reads T2DM, HF and DVT as their conditions, and a condition the named drug is for as implied (ATC, ADR 0054)', () => {
    const a = analyse('T2DM on metformin, booked for a contrast CT: what do I do?');
    expect(a.focus.find((f) => f.label === 'diabetes')?.implied).toBe(true);
    const b = analyse('Switching a HF patient from lisinopril to sacubitril: how long a washout?');
    expect(b.focus.find((f) => f.label === 'heart failure')?.implied).toBe(true);
    expect(analyse('Heparin to warfarin for a new DVT?').focus.map((f) => f.label)).toContain('deep vein thrombosis');
    // A comorbidity is no indication: it stays what the answer must address.
    expect(analyse('Can a patient with diabetes take lithium?').focus.find((f) => f.label === 'diabetes')?.implied).toBeUndefined();
  });

  it("reads a prescriber's plain words for what labels write (ADR 0054)", () => {
    const topic = (q: string, label: string) => analyse(q).topics.find((t) => t.label === label)!;
    const says = (q: string, label: string, text: string) => mentions(stemsOf(text), topic(q, label).phrases);
    expect(says('Can he quit lithium cold turkey?', 'abrupt', 'Patients who abruptly stop lithium')).toBe(true);
    expect(says('Does the Ozempic pen stay in the fridge?', 'refrigerator', 'Store in a refrigerator')).toBe(true);
    expect(says('When can the epidural catheter come out?', 'remove', 'Catheters should not be removed earlier')).toBe(true);
    expect(says('When can I restart Eliquis?', 'restart', 'The next dose of ELIQUIS should not be administered')).toBe(true);
    expect(says('Can insulin and Ozempic go in one syringe?', 'mix', 'Never mix insulin and OZEMPIC')).toBe(true);
    expect(says('Can I inject them next to each other?', 'adjacent', 'The injections should not be adjacent')).toBe(true);
  });

  it('reads clinicians\' abbreviations (BD, ED, HTN, THR, TKR, VTE) and British words ("mum") (ADR 0054)', () => {
    const labels = (q: string) => [...analyse(q).focus.map((f) => f.label), ...analyse(q).topics.map((t) => t.label)];
    expect(labels('BD patient complaining of ED: anything worth trying?')).toEqual(['sexual dysfunction']);
    expect(labels('Apixaban after a THR vs a TKR for VTE prophylaxis?')).toEqual(
      expect.arrayContaining(['hip replacement', 'knee replacement', 'venous thromboembolism']),
    );
    const vte = analyse('Apixaban for VTE?').focus.find((f) => f.label === 'venous thromboembolism')!;
    expect(mentions(stemsOf('Prophylaxis of deep vein thrombosis following surgery'), vte.phrases)).toBe(true);
    expect(labels('HTN patient on lisinopril').includes('hypertension')).toBe(true);
    expect(labels('New mum on risperidone')).toContain('mother');
    // A Roman numeral is a type, not an acronym the answer must spell: "bipolar II" is written "BD-II" or "type 2".
    expect(analyse('Lumateperone for bipolar II depression?').focus.map((f) => f.kind)).not.toContain('entity');
    expect(analyse('Aripiprazole and CYP2D6?').focus.map((f) => f.label)).toContain('CYP2D6');
  });

  it('reads a drug the patient was on before as history, not a second drug taken now (ADR 0056)', () => {
    const a = analyse('BD-I pt who had awful akathisia on haloperidol. How common is akathisia with aripiprazole?');
    expect(a.intents.has('interaction')).toBe(false);
    expect(a.focus.find((f) => f.label === 'Haloperidol')?.implied).toBe(true);
    expect(
      analyse('Failed quetiapine, now on lurasidone. Any interaction with carbamazepine?')
        .focus.filter((f) => f.implied)
        .map((f) => f.label),
    ).toEqual(['Quetiapine']);
    expect(analyse('Pt has had a great response on lithium; can I add quetiapine?').intents.has('interaction')).toBe(true);
  });

  it('reads "how common" and "how likely" as asking a rate', () => {
    expect(analyse('How common is akathisia with aripiprazole?').intents.has('quantity')).toBe(true);
    expect(analyse('How likely is lithium to cause hypothyroidism?').intents.has('quantity')).toBe(true);
  });

  it('reads "with" a condition as the patient\'s, not what the drug is taken with: its modifiers are not required', () => {
    const required = (q: string) =>
      analyse(q)
        .topics.filter((t) => t.required)
        .map((t) => t.label);
    expect(required('58 y/o with a history of recurrent depression on lisinopril: is low mood a side effect?')).toEqual([]);
    expect(required('Can I take lithium with grapefruit juice?')).toEqual(['grapefruit', 'juice']);
  });

  it('reads Child-Pugh as the liver, not children; "10 y/o" as a child; TRD; release forms and "adding" as no topic (ADR 0054)', () => {
    expect(analyse('AF pt with Child-Pugh B cirrhosis: what Eliquis dose?').focus.map((f) => f.label)).toEqual([
      'eliquis',
      'liver',
      'atrial fibrillation',
    ]);
    expect(analyse('10 y/o with HTN: lisinopril dose per kg?').focus.map((f) => f.label)).toContain('children');
    expect(analyse('Machine learning to predict response in TRD?').focus.map((f) => f.label)).toContain('treatment-resistant depression');
    expect(analyse('Diarrhoea on metformin IR: how common? Adding it actually helps?').topics.map((t) => t.label)).toEqual([
      'diarrhoea',
      'common',
      'helps',
    ]);
  });

  it('matches British spellings to American ones and searches both (ADR 0054)', () => {
    expect(stem('diarrhoea')).toBe(stem('diarrhea'));
    expect(stem('anaemia')).toBe(stem('anemia'));
    expect(stem('paediatric')).toBe(stem('pediatric'));
    expect(analyse('How common is diarrhoea on metformin?').wordings).toContain('diarrhea');
    // "-ise" and its agent and process nouns ("a CYP2D6 intermediate metaboliser", "randomisation").
    expect(stemsOf('intermediate metabolisers')).toBe(stemsOf('intermediate metabolizers'));
    expect(stem('randomisation')).toBe(stem('randomization'));
    expect(analyse('Is my CYP2D6 poor metaboliser on aripiprazole at risk?').wordings).toContain('metabolizer');
  });

  it('reads a condition the patient is said not to have as no subject', () => {
    const labels = (q: string) => analyse(q).focus.map((f) => f.label);
    expect(labels('HTN patient, CrCl around 20 mL/min, not on dialysis. What lisinopril starting dose?')).not.toContain('dialysis');
    expect(labels('10 y/o with HTN, normal eGFR. Lisinopril starting dose?')).not.toContain('kidney');
    expect(labels('Lisinopril dose for a patient on dialysis?')).toContain('dialysis');
    // Its words are said: they are no topic either.
    expect(analyse('Lisinopril dose, not on dialysis?').topics.map((t) => t.label)).not.toContain('dialysis');
  });

  it('ends what the patient is "with" where the clause’s verb starts, and reads a baby as the infant', () => {
    const a = analyse('Breastfeeding mum with T2DM wants to stay on metformin. How much of the dose actually reaches the baby?');
    expect(a.topics.filter((t) => t.required)).toEqual([]);
    expect(a.topics.map((t) => t.label)).toEqual(['mother', 'infant', 'continue']);
    expect(analyse('Can adding Abilify bring the prolactin back down?').topics.map((t) => t.label)).not.toContain('back');
  });

  it('takes what a drug is taken with from its own sentence only', () => {
    const a = analyse('BD pt with moderate-to-severe psoriasis. Is that a reason not to start lithium?');
    expect(a.topics.filter((t) => t.required).map((t) => t.label)).toEqual(['moderate-to-severe', 'psoriasis']);
    expect(a.intents.has('contraindication')).toBe(true);
  });

  it('reads a drug chosen instead of another as no interaction, the replaced drug as the occasion', () => {
    const a = analyse('New DVT. OK to use Eliquis instead of warfarin?');
    expect(a.intents.has('interaction')).toBe(false);
    expect(a.intents.has('contraindication')).toBe(true);
    expect(a.focus.find((f) => f.label === 'warfarin')?.implied).toBe(true);
    expect(a.focus.find((f) => f.label === 'Apixaban' || f.label === 'eliquis')?.implied).toBeUndefined();
  });

  it('reads contraception as the practice, not a contraceptive taken, and childbearing age as reproductive potential', () => {
    const a = analyse('Woman of childbearing age on Coumadin: how long after her last dose does she need to keep using contraception?');
    expect(a.focus.map((f) => f.label)).toEqual(['coumadin', 'reproductive potential']);
    expect(a.intents.has('interaction')).toBe(false);
    expect(a.intents.has('pregnancy')).toBe(true);
    expect(a.topics.map((t) => t.label)).toEqual(['last dose', 'contraception']);
    expect(analyse('Does carbamazepine interact with oral contraceptives?').focus.map((f) => f.label)).toContain('oral contraceptives');
  });

  it('asks a dose when it names one without "what", and reads the asker’s words as no topic', () => {
    expect(analyse('12 y/o with new T2DM. Metformin IR starting dose and the max daily dose for kids?').intents.has('dose')).toBe(true);
    const topics = analyse('How often did the community prescribers put a poor med in their top 5 in the study the label cites?').topics;
    expect(topics.map((t) => t.label)).toEqual(expect.arrayContaining(['clinician', 'community', 'poor']));
    expect(topics.map((t) => t.label)).not.toEqual(expect.arrayContaining(['maximum']));
    for (const w of ['med', 'put', 'study', 'label']) expect(topics.map((t) => t.label)).not.toContain(w);
    const injections = analyse('Can they inject Ozempic and insulin right next to each other, and how close together can two doses be?');
    expect(injections.topics.map((t) => t.label)).toEqual(expect.arrayContaining(['adjacent', 'interval']));
    expect(injections.topics.map((t) => t.label)).not.toContain('right');
    const watch = analyse('New mum on Coumadin wants to breastfeed. What should we watch for in the baby?');
    expect(watch.intents.has('monitoring')).toBe(true);
    expect(watch.topics.map((t) => t.label)).not.toContain('watch');
    const history = analyse('Does semaglutide carry any extra risk for a type 2 diabetic who already has retinopathy?').topics.find(
      (t) => t.label === 'history',
    )!;
    expect(mentions(stemsOf('patients with a history of diabetic retinopathy'), history.phrases)).toBe(true);
  });
});
