import { describe, expect, it } from 'vitest';
import { moodStateSchema } from '../input/patient-context.schema';
import { bipolarDiagnosisCodes, codingMatches, observationLists, type ListedCode } from './code-lists';
import { conditionFlagLists, deliveryConditionList, pregnancyConditionList, textNames } from './condition-value-sets';

const allLists: ListedCode[][] = [
  bipolarDiagnosisCodes.codes,
  ...Object.values(conditionFlagLists).map((l) => l.codes),
  pregnancyConditionList.codes,
  deliveryConditionList.codes,
  observationLists.pregnancyStatus.codes,
  observationLists.egfr.codes,
  observationLists.bmi.codes,
];

const FORMAT = {
  icd10cm: /^[A-Z][0-9][0-9A-Z](?:\.[0-9A-Z]{1,4})?$/,
  snomed: /^[1-9][0-9]{5,17}$/,
  loinc: /^[1-9][0-9]{0,6}-[0-9]$/,
} as const;

describe('FHIR code lists', () => {
  it('hold well-formed codes, each with a display', () => {
    for (const list of allLists)
      for (const c of list) {
        // A chapter (ICD-10-CM "O": pregnancy, childbirth and the puerperium) is listed by its letter.
        const chapter = c.system === 'icd10cm' && c.prefix && /^[A-Z]$/.test(c.code);
        if (!chapter) expect(c.code, `${c.system} ${c.code}`).toMatch(FORMAT[c.system]);
        expect(c.display.length).toBeGreaterThan(3);
      }
  });

  it('list no code twice across the condition lists (one code answers one question)', () => {
    const seen = new Set<string>();
    const conditionLists = [bipolarDiagnosisCodes, ...Object.values(conditionFlagLists), pregnancyConditionList, deliveryConditionList];
    for (const list of conditionLists.map((l) => l.codes))
      for (const c of list) {
        const key = `${c.system}|${c.code}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
  });

  it('give every episode code a known state or none', () => {
    for (const c of bipolarDiagnosisCodes.codes) if (c.state !== null) expect(moodStateSchema.parse(c.state)).toBe(c.state);
  });

  it('match ICD-10-CM categories by prefix, with or without the dot, and SNOMED exactly', () => {
    const ckd = conditionFlagLists.kidneyHistory!.codes[0]!;
    expect(codingMatches(ckd, 'http://hl7.org/fhir/sid/icd-10-cm', 'N18.4')).toBe(true);
    expect(codingMatches(ckd, 'http://hl7.org/fhir/sid/icd-10-cm', 'n184')).toBe(true);
    expect(codingMatches(ckd, 'http://hl7.org/fhir/sid/icd-10-cm', 'N17.9')).toBe(false);
    expect(codingMatches(ckd, 'http://snomed.info/sct', 'N18.4')).toBe(false);
    const sct = conditionFlagLists.kidneyHistory!.codes.find((c) => c.system === 'snomed')!;
    expect(codingMatches(sct, 'http://snomed.info/sct', sct.code)).toBe(true);
    expect(codingMatches(sct, 'http://snomed.info/sct', `${sct.code}1`)).toBe(false);
  });
});

describe('condition value sets', () => {
  it("name each list's source with its version", () => {
    for (const set of [...Object.values(conditionFlagLists), pregnancyConditionList, deliveryConditionList])
      expect(set.source).toMatch(/ICD-10-CM FY\d{4}.*SNOMED CT International edition/);
  });

  it('hold the SNOMED CT descendants EHRs send (CKD 3B, alcoholic cirrhosis, chronic hepatitis C, normal pregnancy)', () => {
    const has = (codes: ListedCode[], code: string) => codes.some((c) => codingMatches(c, 'http://snomed.info/sct', code));
    expect(has(conditionFlagLists.kidneyHistory!.codes, '700379002')).toBe(true);
    expect(has(conditionFlagLists.liverHistory!.codes, '420054005')).toBe(true);
    expect(has(conditionFlagLists.liverHistory!.codes, '128302006')).toBe(true);
    expect(has(pregnancyConditionList.codes, '72892002')).toBe(true);
  });

  it('read a condition from its wording, and not from a negation', () => {
    const kidney = conditionFlagLists.kidneyHistory!;
    expect(textNames(kidney, 'Chronic kidney disease stage 3b')).toBe(true);
    expect(textNames(kidney, 'CKD G3a')).toBe(true);
    expect(textNames(kidney, 'No history of chronic kidney disease')).toBe(false);
    expect(textNames(conditionFlagLists.liverHistory!, 'Alcoholic cirrhosis of liver')).toBe(true);
    expect(textNames(pregnancyConditionList, 'Pregnant, 12 weeks')).toBe(true);
    expect(textNames(conditionFlagLists.psychotic!, 'Bipolar I, without psychotic features')).toBe(false);
  });
});
