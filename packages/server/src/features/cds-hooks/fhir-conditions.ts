import { CODE_SYSTEMS, codingMatches, textNames, type ConditionValueSet, type ListedCode } from '@balancer/domain';
import { concept, isObject, resourceDate, statusCode, str, type FhirResource } from './fhir-read';

const SYSTEM_NAMES: Record<string, string> = {
  [CODE_SYSTEMS.icd10cm]: 'ICD-10-CM',
  [CODE_SYSTEMS.snomed]: 'SNOMED CT',
  [CODE_SYSTEMS.loinc]: 'LOINC',
};

export const ACTIVE = new Set(['active', 'recurrence', 'relapse']);
const VOID = new Set(['refuted', 'entered-in-error']);
// Statuses that say the clinician has not settled on the diagnosis: shown, never taken as a yes.
const UNCERTAIN = new Set(['unconfirmed', 'provisional', 'differential']);

/** A resource that names a listed condition: by a code on the list, or by its wording alone. */
export type Hit<T extends ListedCode = ListedCode> = {
  resource: FhirResource;
  how: 'code' | 'text';
  listed?: T;
  coding?: { system: string; code: string; display?: string };
  /** verificationStatus unconfirmed, provisional or differential. */
  uncertain?: string;
};

/** Conditions that count: refuted and entered-in-error ones are not there. */
export const usableConditions = (resources: FhirResource[]) =>
  resources.filter((r) => r.resourceType === 'Condition' && !VOID.has(statusCode(r, 'verificationStatus') ?? ''));

const uncertainty = (r: FhirResource) => {
  const v = statusCode(r, 'verificationStatus');
  return v && UNCERTAIN.has(v) ? { uncertain: v } : {};
};

/** Resources where one of the codings (under `key`) is on the list. */
export function coded<T extends ListedCode>(resources: FhirResource[], list: readonly T[], key = 'code'): Hit<T>[] {
  return resources.flatMap((resource) => {
    const codings = concept(resource[key])?.coding ?? [];
    for (const listed of list)
      for (const c of codings)
        if (codingMatches(listed, c.system, c.code)) {
          const coding = { system: c.system!, code: c.code!, ...(c.display ? { display: c.display } : {}) };
          return [{ resource, how: 'code' as const, listed, coding, ...uncertainty(resource) }];
        }
    return [];
  });
}

/** The record's own wording of a condition: its text, then each display. */
export function wording(r: FhirResource): string {
  const c = concept(r.code);
  return [c?.text, ...(c?.coding.map((x) => x.display) ?? [])].filter(Boolean).join('; ');
}

/**
 * A value set's hits among conditions: coded ones, and conditions that carry no code on any list
 * (`recognised`) but whose wording names it ("Chronic kidney disease stage 3b" typed in).
 */
export function findConditions(conditions: FhirResource[], set: ConditionValueSet, recognised: Set<FhirResource>): Hit[] {
  const byText = conditions
    .filter((r) => !recognised.has(r) && textNames(set, wording(r)))
    .map((resource) => ({ resource, how: 'text' as const, ...uncertainty(resource) }));
  return [...coded(conditions, set.codes), ...byText];
}

/** "2026-01-02", or the note that the record gave no date (the value is then taken as current). */
export const dated = (r: FhirResource) => resourceDate(r)?.slice(0, 10) ?? 'no date in the record, taken as current';

/** How a card quotes a hit: system, code and wording, or the text it was read from; with its date. */
export function describe(hit: Hit): string {
  const status = hit.uncertain ? `, recorded as ${hit.uncertain}` : '';
  if (hit.how === 'text')
    return `found in the record's text: "${wording(hit.resource)}" (no recognised code; confirm)${status}, ${dated(hit.resource)}`;
  const { coding, listed } = hit;
  return `${SYSTEM_NAMES[coding!.system] ?? coding!.system} ${coding!.code} ${coding!.display ?? listed!.display}${status}, ${dated(hit.resource)}`;
}

export const isActive = (r: FhirResource) => ACTIVE.has(statusCode(r, 'clinicalStatus') ?? 'active') && !endDate(r);

/** When a condition ended (abatement), if the record says. */
export function endDate(r: FhirResource): string | undefined {
  const period = isObject(r.abatementPeriod) ? r.abatementPeriod : undefined;
  return str(r.abatementDateTime) ?? str(period?.end);
}
