import { describe, expect, it } from 'vitest';
import { moodStateSchema } from '../input/patient-context.schema';
import {
  bipolarDiagnosisCodes,
  codingMatches,
  conditionFlagLists,
  observationLists,
  pregnancyConditionList,
  type ListedCode,
} from './code-lists';

const allLists: ListedCode[][] = [
  bipolarDiagnosisCodes.codes,
  ...Object.values(conditionFlagLists).map((l) => l.codes),
  pregnancyConditionList.codes,
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
        expect(c.code, `${c.system} ${c.code}`).toMatch(FORMAT[c.system]);
        expect(c.display.length).toBeGreaterThan(3);
      }
  });

  it('list no code twice across the condition lists (one code answers one question)', () => {
    const seen = new Set<string>();
    for (const list of [bipolarDiagnosisCodes.codes, ...Object.values(conditionFlagLists).map((l) => l.codes)])
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
