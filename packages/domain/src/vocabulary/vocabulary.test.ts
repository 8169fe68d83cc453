import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../catalog/default-catalog';
import { curatedRxnormCodes, rxnormCodeSchema } from '../catalog/rxnorm-codes';
import { defaultVocabulary } from './default-vocabulary';
import { classById, classesOf, findClass, findCondition, findIngredient, membersOf, vocabularyKey } from './vocabulary';
import { drugVocabularySchema } from './vocabulary.schema';
import { vocabularyRxnormCodes } from './vocabulary-rxnorm-codes';

const v = defaultVocabulary;

describe('the drug vocabulary as data', () => {
  it('parses, with unique ids and only known class ids and parents', () => {
    expect(drugVocabularySchema.parse(v)).toEqual(v);
    for (const rows of [v.ingredients, v.classes, v.conditions]) expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const classIds = new Set(v.classes.map((c) => c.id));
    for (const i of v.ingredients) for (const c of i.classes) expect(classIds.has(c), `${i.id}: ${c}`).toBe(true);
    for (const c of v.classes) for (const p of c.parents) expect(classIds.has(p), `${c.id} ⊂ ${p}`).toBe(true);
  });

  it('gives no name, brand or spelling to two ingredients, classes or conditions', () => {
    const clashes = (rows: { id: string; names: string[] }[]) => {
      const owner = new Map<string, string>();
      const found: string[] = [];
      for (const r of rows)
        for (const n of r.names) {
          const k = vocabularyKey(n);
          const o = owner.get(k);
          if (o && o !== r.id) found.push(`${n}: ${o} and ${r.id}`);
          owner.set(k, r.id);
        }
      return found;
    };
    expect(clashes(v.ingredients.map((i) => ({ id: i.id, names: [i.id, i.name, ...i.brands, ...i.synonyms] })))).toEqual([]);
    expect(clashes(v.classes.map((c) => ({ id: c.id, names: [c.id, c.name, ...c.synonyms] })))).toEqual([]);
    expect(clashes(v.conditions.map((c) => ({ id: c.id, names: [c.id, c.name, ...c.synonyms] })))).toEqual([]);
  });

  it('has members in every class and a source on every row', () => {
    for (const c of v.classes) expect(membersOf(c.id).length, c.id).toBeGreaterThan(0);
    for (const row of [...v.ingredients, ...v.conditions]) expect(row.source.length, row.id).toBeGreaterThan(10);
  });

  it('holds every catalogue ingredient, with its classes (catalogue class → vocabulary class)', () => {
    const same: Record<string, string | undefined> = {
      mood_stabilizer: 'mood-stabilizer',
      anticonvulsant: 'antiepileptic',
      sga: 'sga',
      fga: 'fga',
      ssri: 'ssri',
      snri: 'snri',
      cyp3a4_inducer: 'strong-cyp3a4-inducer',
    };
    for (const c of defaultCatalog.ingredients) {
      expect(findIngredient(c.name)?.id, c.name).toBe(c.id);
      for (const b of c.brands) expect(findIngredient(b)?.id, b).toBe(c.id);
      for (const k of c.classes) if (same[k]) expect(classesOf(c.id), `${c.id} ${k}`).toContain(same[k]);
    }
  });

  it('takes RxNorm codes only from the two checked code tables, each naming its ingredient', () => {
    for (const c of vocabularyRxnormCodes) expect(rxnormCodeSchema.parse(c)).toEqual(c);
    const all = [...curatedRxnormCodes, ...vocabularyRxnormCodes];
    expect(new Set(all.map((c) => c.rxcui)).size).toBe(all.length);
    for (const c of all) {
      expect(findIngredient(c.name)?.id, c.name).toBe(c.ingredientId);
      expect(findIngredient(c.name)?.rxcuis).toContain(c.rxcui);
    }
  });
});

describe('findIngredient', () => {
  it('reads generic names, brands and other spellings, whatever the case, accents or dose written after', () => {
    expect(findIngredient('Advil')?.id).toBe('ibuprofen');
    expect(findIngredient('lisinopril 10 mg daily')?.id).toBe('lisinopril');
    expect(findIngredient('ZESTRIL')?.id).toBe('lisinopril');
    expect(findIngredient('acetaminophen')?.id).toBe('paracetamol');
    expect(findIngredient('Sertralíne')?.id).toBe('sertraline');
    expect(findIngredient('Depakote')?.id).toBe('valproate');
    expect(findIngredient('St. Johns Wort')?.id).toBe('st-johns-wort');
    expect(findIngredient('Eliquis')?.id).toBe('apixaban');
    expect(findIngredient('Ozempic')?.id).toBe('semaglutide');
    expect(findIngredient('chlorthalidone')?.id).toBe('chlortalidone');
  });

  it('knows nothing of words that name no drug', () => {
    expect(findIngredient('banana')).toBeUndefined();
    expect(findIngredient('')).toBeUndefined();
  });
});

describe('classes', () => {
  it('classesOf adds ATC groups and every parent', () => {
    expect(classesOf('sertraline')).toEqual(expect.arrayContaining(['ssri', 'antidepressant', 'serotonergic']));
    expect(classesOf('celecoxib')).toEqual(expect.arrayContaining(['cox2-inhibitor', 'nsaid']));
    expect(classesOf('carbamazepine')).toEqual(expect.arrayContaining(['strong-cyp3a4-inducer', 'cyp3a4-inducer', 'antiepileptic']));
    expect(classesOf('apixaban')).toEqual(expect.arrayContaining(['doac', 'anticoagulant']));
    expect(classesOf('lisinopril')).toEqual(expect.arrayContaining(['ace-inhibitor', 'raas-blocker']));
    // ATC N05AA-N05AC and A10BB: labels name these interactions by class ("phenothiazines", "sulfonylureas").
    expect(classesOf('chlorpromazine')).toEqual(expect.arrayContaining(['phenothiazine', 'antipsychotic']));
    expect(classesOf('gliclazide')).toEqual(expect.arrayContaining(['sulfonylurea', 'antidiabetic']));
    expect(findIngredient('glyburide')?.id).toBe('glibenclamide');
  });

  it('keeps lithium (ATC N05AN, inside N05A) out of the antipsychotics', () => {
    expect(classesOf('lithium')).not.toContain('antipsychotic');
    expect(classesOf('haloperidol')).toEqual(expect.arrayContaining(['fga', 'antipsychotic']));
  });

  it('membersOf includes the members of sub-classes', () => {
    expect(membersOf('ace-inhibitor')).toEqual(expect.arrayContaining(['lisinopril', 'enalapril', 'ramipril', 'captopril']));
    expect(membersOf('antidepressant')).toEqual(expect.arrayContaining(membersOf('ssri')));
    expect(membersOf('thiazide-diuretic')).toEqual(expect.arrayContaining(['hydrochlorothiazide', 'chlortalidone', 'indapamide']));
    expect(membersOf('diuretic')).toEqual(expect.arrayContaining(['furosemide', 'hydrochlorothiazide', 'spironolactone']));
    expect(membersOf('qt-prolonging')).toEqual(
      expect.arrayContaining(['methadone', 'amiodarone', 'sotalol', 'ondansetron', 'citalopram', 'ziprasidone']),
    );
    expect(membersOf('strong-cyp3a4-inducer')).toEqual(expect.arrayContaining(['carbamazepine', 'phenytoin', 'rifampicin']));
    expect(membersOf('nsaid')).not.toContain('aspirin');
    expect(membersOf('no-such-class')).toEqual([]);
  });

  it('findClass reads the names documents use', () => {
    const cases: [string, string][] = [
      ['SSRIs', 'ssri'],
      ['selective serotonin reuptake inhibitors', 'ssri'],
      ['NSAIDs', 'nsaid'],
      ['nonsteroidal anti-inflammatory drugs', 'nsaid'],
      ['Non-steroidal anti-inflammatory drugs', 'nsaid'],
      ['strong CYP3A4 inducers', 'strong-cyp3a4-inducer'],
      ['drugs that prolong the QT interval', 'qt-prolonging'],
      ['typical antipsychotics', 'fga'],
      ['first-generation antipsychotics', 'fga'],
      ['ACE inhibitors', 'ace-inhibitor'],
      ['ACE-I', 'ace-inhibitor'],
      ['beta-blocking agents', 'beta-blocker'],
      ['thiazides', 'thiazide-diuretic'],
      ['estrogen-containing contraceptives', 'estrogen-containing-contraceptive'],
    ];
    for (const [text, id] of cases) expect(findClass(text)?.id, text).toBe(id);
    expect(findClass('antibiotics')).toBeUndefined();
  });

  it('states where each class comes from: an ATC group or a publication', () => {
    expect(classById('ssri')?.basis).toEqual({ kind: 'atc', codes: ['N06AB'], level: 4 });
    expect(classById('strong-cyp3a4-inducer')?.basis.kind).toBe('publication');
  });
});

describe('findCondition', () => {
  it('reads names, SNOMED CT codes and ICD-10-CM codes (a category covers its codes)', () => {
    expect(findCondition('long QT syndrome')?.id).toBe('long-qt-syndrome');
    expect(findCondition('9651007')?.id).toBe('long-qt-syndrome');
    expect(findCondition('I45.81')?.id).toBe('long-qt-syndrome');
    expect(findCondition('G40.909')?.id).toBe('epilepsy');
    expect(findCondition('e11.9')?.id).toBe('type-2-diabetes');
    expect(findCondition('N18.3')?.id).toBe('chronic-kidney-disease');
    expect(findCondition("Alzheimer's disease")?.id).toBe('dementia');
    expect(findCondition('pregnant')?.id).toBe('pregnancy');
    expect(findCondition('sprained ankle')).toBeUndefined();
  });
});
