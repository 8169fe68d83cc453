import {
  CODE_SYSTEMS,
  bipolarDiagnosisCodes,
  codingMatches,
  conditionFlagLists,
  observationLists,
  pregnancyConditionList,
  riskFlagDefinitions,
  riskFlagIds,
  type Catalog,
  type EpisodeCode,
  type ListedCode,
  type MoodState,
  type PatientContext,
  type RiskFlag,
  type RxnormCode,
} from '@balancer/domain';
import { byDateDesc, concept, quantityValue, resourceDate, statusCode, type FhirResource } from './fhir-read';
import { priorMedications } from './fhir-medications';

/** What one input was read from ("Mood state" ← "ICD-10-CM F31.12 …, 2026-09-30"). */
export type Finding = { input: string; from: string };

export type RecordInputs = {
  /** Inputs read from the record, with the resource that decided each. */
  read: Finding[];
  /** Inputs the record does not answer; the engine takes them as "no", and the cards say so. */
  notFound: string[];
  /** Risk flags among `notFound` (their rules are re-checked as "what if yes"). */
  unknownFlags: RiskFlag[];
  /** Per risk flag, why it is set. */
  evidence: Partial<Record<RiskFlag, string[]>>;
  unmatchedMedications: string[];
};

export type FhirMapping =
  | ({ kind: 'not-applicable' } & RecordInputs)
  | ({ kind: 'no-episode'; diagnoses: string[] } & RecordInputs)
  | ({ kind: 'mapped'; context: PatientContext } & RecordInputs);

/** The risk question's short label and the question itself, as the form words them. */
export const flagLabel = (flag: RiskFlag): string => riskFlagDefinitions.find((f) => f.id === flag)?.label ?? flag;
export const flagQuestion = (flag: RiskFlag): string => riskFlagDefinitions.find((f) => f.id === flag)?.question ?? flag;

const SYSTEM_NAMES: Record<string, string> = {
  [CODE_SYSTEMS.icd10cm]: 'ICD-10-CM',
  [CODE_SYSTEMS.snomed]: 'SNOMED CT',
  [CODE_SYSTEMS.loinc]: 'LOINC',
};

const VOID = new Set(['refuted', 'entered-in-error']);
const ACTIVE = new Set(['active', 'recurrence', 'relapse']);
const FINAL = new Set(['final', 'amended', 'corrected']);

type Coded<T extends ListedCode> = { resource: FhirResource; listed: T; coding: { system: string; code: string; display?: string } };

/** Every (resource, listed code) pair where one of the resource's codings is on the list. */
function coded<T extends ListedCode>(resources: FhirResource[], list: T[], key = 'code'): Coded<T>[] {
  return resources.flatMap((resource) => {
    const codings = concept(resource[key])?.coding ?? [];
    for (const listed of list)
      for (const c of codings)
        if (codingMatches(listed, c.system, c.code))
          return [{ resource, listed, coding: { system: c.system!, code: c.code!, ...(c.display ? { display: c.display } : {}) } }];
    return [];
  });
}

function describe({ resource, listed, coding }: Coded<ListedCode>): string {
  const date = resourceDate(resource)?.slice(0, 10);
  return `${SYSTEM_NAMES[coding.system] ?? coding.system} ${coding.code} ${coding.display ?? listed.display}${date ? `, ${date}` : ''}`;
}

/** Latest final observation with one of the codes. */
function latestObservation(observations: FhirResource[], codes: ListedCode[]) {
  return coded(observations, codes).sort((a, b) => byDateDesc(a.resource, b.resource))[0];
}

function daysBetween(isoDate: string | undefined, now: Date): number {
  const t = isoDate ? Date.parse(isoDate) : NaN;
  return Number.isFinite(t) ? (now.getTime() - t) / 86_400_000 : Infinity;
}

/** Mood state and psychosis from the bipolar diagnoses: the newest active episode code decides. */
function moodState(conditions: FhirResource[]): { state: MoodState | null; psychotic: boolean; from: string[] } | null {
  const bipolar = coded<EpisodeCode>(conditions, bipolarDiagnosisCodes.codes);
  if (!bipolar.length) return null;
  const active = bipolar.filter((b) => {
    const status = statusCode(b.resource, 'clinicalStatus');
    return !status || ACTIVE.has(status);
  });
  const episode = active.filter((b) => b.listed.state).sort((a, b) => byDateDesc(a.resource, b.resource))[0];
  if (episode) return { state: episode.listed.state, psychotic: episode.listed.psychotic, from: [describe(episode)] };
  const remission = bipolar.find((b) => statusCode(b.resource, 'clinicalStatus') === 'remission');
  if (remission) return { state: 'Euthymic', psychotic: false, from: [`${describe(remission)} (clinical status: remission)`] };
  return { state: null, psychotic: false, from: bipolar.map(describe) };
}

export type MapInput = {
  /** Every resource the EHR sent or the service fetched (prefetch bundles flattened). */
  resources: FhirResource[];
  /** Inputs whose prefetch the EHR did not provide at all (as opposed to providing none found). */
  missing: { medications: boolean; observations: boolean };
  now: Date;
  catalog: Catalog;
  rxnormCodes: readonly RxnormCode[];
};

/**
 * FHIR resources → the engine's patient context. Pure. Every input is either read from a named
 * resource or listed as not found; nothing is guessed. The row-by-row rules are in docs/cds-hooks.md.
 */
export function mapFhirToPatientContext({ resources, missing, now, catalog, rxnormCodes }: MapInput): FhirMapping {
  const conditions = resources.filter((r) => r.resourceType === 'Condition' && !VOID.has(statusCode(r, 'verificationStatus') ?? ''));
  const observations = resources.filter((r) => r.resourceType === 'Observation' && FINAL.has(String(r.status)));
  const read: Finding[] = [];
  const notFound: string[] = [];
  const evidence: Partial<Record<RiskFlag, string[]>> = {};
  const flag = (f: RiskFlag, why: string) => (evidence[f] ??= []).push(why);

  // Yes/no questions answered by a coded condition, any clinical status (history counts).
  for (const [f, list] of Object.entries(conditionFlagLists) as [RiskFlag, { codes: ListedCode[] }][])
    for (const hit of coded(conditions, list.codes)) flag(f, describe(hit));

  const answered = new Set<RiskFlag>();
  const egfr = latestObservation(observations, observationLists.egfr.codes);
  const egfrValue = egfr && quantityValue(egfr.resource);
  if (egfr && egfrValue) {
    answered.add('kidneyHistory');
    if (egfrValue.value < observationLists.egfr.below)
      flag('kidneyHistory', `eGFR ${egfrValue.value} ${egfrValue.unit ?? ''}`.trim() + ` (${describe(egfr)})`);
    else
      read.push({
        input: 'eGFR',
        from: `${egfrValue.value} ${egfrValue.unit ?? ''}`.trim() + ` (${describe(egfr)}): not below ${observationLists.egfr.below}`,
      });
  }
  const bmi = latestObservation(observations, observationLists.bmi.codes);
  const bmiValue = bmi && quantityValue(bmi.resource);
  if (bmi && bmiValue) {
    answered.add('weightGainConcern');
    if (bmiValue.value >= observationLists.bmi.atLeast) flag('weightGainConcern', `BMI ${bmiValue.value} (${describe(bmi)})`);
  }

  const ps = observationLists.pregnancyStatus;
  const status = latestObservation(observations, ps.codes);
  const value = status && concept(status.resource.valueCodeableConcept)?.coding;
  const says = (c: ListedCode) => value?.some((v) => codingMatches(c, v.system, v.code));
  if (status && says(ps.pregnant) && daysBetween(resourceDate(status.resource), now) <= ps.currentForDays)
    flag('anyPregnancy', `Pregnancy status: pregnant (${describe(status)})`);
  else if (status && (says(ps.notPregnant) || says(ps.pregnant))) {
    answered.add('anyPregnancy');
    read.push({
      input: 'Pregnancy status',
      from: `${says(ps.pregnant) ? 'pregnant, but recorded too long ago to be current' : 'not pregnant'} (${describe(status)})`,
    });
  }
  for (const hit of coded(conditions, pregnancyConditionList.codes))
    if (ACTIVE.has(statusCode(hit.resource, 'clinicalStatus') ?? 'active')) flag('anyPregnancy', describe(hit));

  const meds = priorMedications(resources, catalog, rxnormCodes);
  if (missing.medications) notFound.push('medication history (the EHR sent no medication prefetch)');
  for (const m of meds.matched) read.push({ input: 'Prior medication', from: `${m.label}${m.how === 'name' ? '' : ` (${m.how})`}` });

  const mood = moodState(conditions);
  if (missing.observations) notFound.push('pregnancy status, eGFR and BMI (the EHR sent no observation prefetch)');
  // No code found is not the same as "no": such questions are listed so the clinician sees what the
  // record did not say, and their rules are re-checked as "what if yes".
  // Psychosis is read from the episode code, so it is never "not found" once a state is.
  const unknownFlags = riskFlagIds.filter((f) => f !== 'psychotic' && !evidence[f] && !answered.has(f));
  for (const f of unknownFlags) notFound.push(flagLabel(f));
  for (const [f, why] of Object.entries(evidence) as [RiskFlag, string[]][]) read.push({ input: flagLabel(f), from: why.join('; ') });

  const common = { read, notFound, unknownFlags, evidence, unmatchedMedications: meds.unmatched };
  if (!mood) return { kind: 'not-applicable', ...common };
  if (!mood.state) return { kind: 'no-episode', diagnoses: mood.from, ...common };
  read.unshift({
    input: 'Mood state',
    from: `${mood.state}${mood.psychotic ? ', with psychotic features' : ''} (${mood.from.join('; ')})`,
  });
  const flags = Object.fromEntries(riskFlagIds.map((f) => [f, Boolean(evidence[f])])) as Record<RiskFlag, boolean>;
  return {
    kind: 'mapped',
    context: { ...flags, state: mood.state, psychotic: mood.psychotic, priorMedications: meds.matched.map((m) => m.engineName) },
    ...common,
  };
}
