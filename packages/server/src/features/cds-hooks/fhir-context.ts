import {
  ACTIVE_ONLY_FLAGS,
  bipolarDiagnosisCodes,
  conditionFlagLists,
  deliveryConditionList,
  pregnancyConditionList,
  riskFlagDefinitions,
  type Catalog,
  type EpisodeCode,
  type MoodState,
  type PatientContext,
  type PatientFacts,
  riskFlagIds,
  type RiskFlag,
  type RxnormCode,
} from '@balancer/domain';
import { ACTIVE, coded, describe, findConditions, isActive, usableConditions, type Hit } from './fhir-conditions';
import { recordMedications, type RecordMedication } from './fhir-medications';
import { recordConditionCodes } from './fhir-vocabulary-conditions';
import { finalObservations, readLabs, readPregnancy } from './fhir-observations';
import { gatePregnancy, readPatient } from './fhir-patient';
import { readWho } from './fhir-who';
import { byDateDesc, statusCode, type FhirResource } from './fhir-read';
import { recordAnswers, type Finding, type RecordAnswers } from './record-answers';

export type { Finding } from './record-answers';

export type RecordInputs = {
  /** Inputs read from the record, with the resource that decided each. */
  read: Finding[];
  /** Inputs the record does not answer; the engine takes them as "no", and the cards say so. */
  notFound: string[];
  /** What the record says without settling a question (an old value, an uncertain diagnosis, a recent birth). */
  unclear: string[];
  /** Risk flags among `notFound` (their rules are re-checked as "what if yes"). */
  unknownFlags: RiskFlag[];
  /** Per risk flag, why it is set. */
  evidence: Partial<Record<RiskFlag, string[]>>;
  unmatchedMedications: string[];
  /** Medications the patient is on now (active orders and statements), as opposed to tried before. */
  currentMedications: RecordMedication[];
  patient: PatientFacts | null;
};

export type FhirMapping =
  | ({ kind: 'not-applicable' } & RecordInputs)
  | ({ kind: 'no-episode'; diagnoses: string[]; unconfirmed: boolean } & RecordInputs)
  | ({ kind: 'mapped'; context: PatientContext } & RecordInputs);

/** The risk question's short label and the question itself, as the form words them. */
export const flagLabel = (flag: RiskFlag): string => riskFlagDefinitions.find((f) => f.id === flag)?.label ?? flag;
export const flagQuestion = (flag: RiskFlag): string => riskFlagDefinitions.find((f) => f.id === flag)?.question ?? flag;

type Mood = { state: MoodState | null; psychotic: boolean; from: string[]; unconfirmed?: true };

/**
 * Mood state and psychosis from the bipolar diagnoses: the newest active, confirmed episode code
 * decides. A diagnosis recorded only as differential, provisional or unconfirmed decides nothing.
 */
function moodState(bipolar: Hit<EpisodeCode>[]): Mood | null {
  if (!bipolar.length) return null;
  const confirmed = bipolar.filter((b) => !b.uncertain);
  if (!confirmed.length) return { state: null, psychotic: false, from: bipolar.map(describe), unconfirmed: true };
  const active = confirmed.filter((b) => ACTIVE_OR_NONE(b.resource));
  const episode = active.filter((b) => b.listed!.state).sort((a, b) => byDateDesc(a.resource, b.resource))[0];
  if (episode) return { state: episode.listed!.state, psychotic: episode.listed!.psychotic, from: [describe(episode)] };
  const remission = confirmed.find((b) => statusCode(b.resource, 'clinicalStatus') === 'remission');
  if (remission) return { state: 'Euthymic', psychotic: false, from: [`${describe(remission)} (clinical status: remission)`] };
  return { state: null, psychotic: false, from: confirmed.map(describe) };
}

const ACTIVE_OR_NONE = (r: FhirResource) => {
  const status = statusCode(r, 'clinicalStatus');
  return !status || ACTIVE.has(status);
};

/**
 * Yes/no questions answered by conditions, coded or named in their text. A diagnosis recorded as
 * uncertain keeps its question open (shown, re-checked as "what if yes") instead of answering it.
 */
function readConditionFlags(a: RecordAnswers, conditions: FhirResource[], recognised: Set<FhirResource>) {
  for (const [f, set] of Object.entries(conditionFlagLists) as [RiskFlag, (typeof conditionFlagLists)[RiskFlag] & {}][]) {
    const hits = findConditions(conditions, set, recognised).filter((h) => !ACTIVE_ONLY_FLAGS.includes(f) || isActive(h.resource));
    for (const hit of hits.filter((h) => !h.uncertain)) a.yes(f, describe(hit));
    if (!a.evidence[f]) for (const hit of hits) a.keepOpen(f, `${flagLabel(f)}: ${describe(hit)}`);
  }
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
  const conditions = usableConditions(resources);
  const observations = finalObservations(resources);
  const a = recordAnswers();
  const notFound = a.notFound;

  // A condition with a code on any list is read by its code only; the others may be read by their wording.
  const bipolar = coded<EpisodeCode>(conditions, bipolarDiagnosisCodes.codes);
  const lists = [...Object.values(conditionFlagLists), pregnancyConditionList, deliveryConditionList];
  const recognised = new Set([...bipolar, ...lists.flatMap((l) => coded(conditions, l.codes))].map((h) => h.resource));

  readConditionFlags(a, conditions, recognised);
  readLabs(a, observations, now);
  readPregnancy(a, observations, conditions, recognised, now);
  const patient = readPatient(resources, now);
  gatePregnancy(a, patient);
  const who = readWho(a, patient, conditions);

  const meds = recordMedications(resources, catalog, rxnormCodes);
  if (missing.medications) notFound.push('medication history (the EHR sent no medication prefetch)');
  for (const m of meds.matched)
    a.read.push({
      input: m.current ? 'Current medication' : 'Prior medication',
      from: `${m.label}${m.how === 'name' || m.how === m.label ? '' : ` (${m.how})`}${m.current ? ', currently prescribed' : ''}`,
    });

  const vocabularyConditions = recordConditionCodes(conditions);
  for (const c of vocabularyConditions) a.read.push({ input: 'Condition', from: `${c.name}: ${c.display} (${c.code})` });

  const mood = moodState(bipolar);
  if (missing.observations) notFound.push('pregnancy status, eGFR and BMI (the EHR sent no observation prefetch)');
  // No code found is not the same as "no": such questions are listed so the clinician sees what the
  // record did not say, and their rules are re-checked as "what if yes".
  // Psychosis is read from the episode code, so it is never "not found" once a state is.
  const unknownFlags = a.unknown().filter((f) => f !== 'psychotic');
  for (const f of unknownFlags) notFound.push(flagLabel(f));
  const read = a.read;
  for (const [f, why] of Object.entries(a.evidence) as [RiskFlag, string[]][]) read.push({ input: flagLabel(f), from: why.join('; ') });

  const common = {
    read,
    notFound,
    unclear: a.unclear,
    unknownFlags,
    evidence: a.evidence,
    unmatchedMedications: meds.unmatched,
    currentMedications: meds.matched.filter((m) => m.current),
    patient,
  };
  if (!mood) return { kind: 'not-applicable', ...common };
  if (!mood.state) return { kind: 'no-episode', diagnoses: mood.from, unconfirmed: Boolean(mood.unconfirmed), ...common };
  const flags = Object.fromEntries(riskFlagIds.map((f) => [f, Boolean(a.evidence[f])])) as Record<RiskFlag, boolean>;
  const psychotic = mood.psychotic || flags.psychotic;
  read.unshift({
    input: 'Mood state',
    from: `${mood.state}, ${psychotic ? 'with psychotic features' : 'no psychotic features recorded'} (${mood.from.join('; ')})`,
  });
  return {
    kind: 'mapped',
    context: {
      ...flags,
      state: mood.state,
      psychotic,
      // Active orders and statements are what the patient takes now (issue 37): the interaction rules
      // read them, and a combination holding one is an add-on to it; stopped ones are tried before.
      priorMedications: meds.matched.filter((m) => !m.current).map((m) => m.engineName),
      conditions: vocabularyConditions.map((c) => c.code),
      // Who the patient is (ADR 0046): each only when the record says it.
      ...who,
      ...(!missing.medications && { currentMedications: meds.matched.filter((m) => m.current).map((m) => m.engineName) }),
    },
    ...common,
  };
}
