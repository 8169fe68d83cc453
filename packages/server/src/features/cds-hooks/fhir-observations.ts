import {
  ageInWords,
  codingMatches,
  deliveryConditionList,
  observationLists,
  pregnancyConditionList,
  recency,
  type ListedCode,
  type RiskFlag,
} from '@balancer/domain';
import { coded, dated, describe, endDate, findConditions, isActive } from './fhir-conditions';
import { byDateDesc, concept, quantityValue, resourceDate, type FhirResource } from './fhir-read';
import type { RecordAnswers } from './record-answers';

const FINAL = new Set(['final', 'amended', 'corrected']);

export const finalObservations = (resources: FhirResource[]) =>
  resources.filter((r) => r.resourceType === 'Observation' && FINAL.has(String(r.status)));

/** Newest observation with one of the codes (undated ones last). */
const latest = (observations: FhirResource[], codes: ListedCode[]) =>
  coded(observations, codes).sort((a, b) => byDateDesc(a.resource, b.resource))[0];

type Lab = { codes: ListedCode[]; validForDays: number };

/**
 * A laboratory value counts only within its window; an undated one counts, and says so. An old one
 * is quoted with its age and leaves the question open, unless it already answers yes (`oldYes`).
 */
function readLab(
  a: RecordAnswers,
  observations: FhirResource[],
  now: Date,
  lab: Lab,
  o: { flag: RiskFlag; name: string; yes: (v: number) => boolean; no: string; oldYes: boolean },
) {
  const hit = latest(observations, lab.codes);
  const q = hit && quantityValue(hit.resource);
  if (!hit || !q) return;
  const quantity = `${q.value}${q.unit ? ` ${q.unit}` : ''} (${describe(hit)}`;
  const value = `${o.name} ${quantity}`;
  const age = recency(resourceDate(hit.resource), now, lab.validForDays);
  if (age.kind === 'old') {
    const quoted = `${value}, ${ageInWords(age.days)})`;
    if (o.yes(q.value) && o.oldYes) return a.yes(o.flag, quoted);
    return a.keepOpen(o.flag, `${quoted}: older than ${Math.round(lab.validForDays / 30.4)} months, so not used`);
  }
  if (o.yes(q.value)) a.yes(o.flag, `${value})`);
  else a.no(o.flag, { input: o.name, from: `${quantity}): ${o.no}` });
}

/** eGFR and BMI. A low eGFR of any age is kidney history; a normal one only answers within 12 months. */
export function readLabs(a: RecordAnswers, observations: FhirResource[], now: Date) {
  const { egfr, bmi } = observationLists;
  readLab(a, observations, now, egfr, {
    flag: 'kidneyHistory',
    name: 'eGFR',
    yes: (v) => v < egfr.below,
    no: `not below ${egfr.below}`,
    oldYes: true,
  });
  readLab(a, observations, now, bmi, {
    flag: 'weightGainConcern',
    name: 'BMI',
    yes: (v) => v >= bmi.atLeast,
    no: `below ${bmi.atLeast}`,
    oldYes: false,
  });
}

/**
 * Current pregnancy or breastfeeding: a recent "pregnant" status or an active pregnancy condition is a
 * yes; a pregnancy or birth in the last 12 months leaves breastfeeding open, whatever a later "not
 * pregnant" says; a "not pregnant" answers no only while recent.
 */
export function readPregnancy(
  a: RecordAnswers,
  observations: FhirResource[],
  conditions: FhirResource[],
  recognised: Set<FhirResource>,
  now: Date,
) {
  const ps = observationLists.pregnancyStatus;
  const status = latest(observations, ps.codes);
  const values = status ? (concept(status.resource.valueCodeableConcept)?.coding ?? []) : [];
  const says = (c: ListedCode) => values.some((v) => codingMatches(c, v.system, v.code));
  const when = (days: number) => recency(resourceDate(status!.resource), now, days);
  const recent: string[] = [];

  if (status && says(ps.pregnant)) {
    const age = when(ps.currentForDays);
    if (age.kind !== 'old') a.yes('anyPregnancy', `Pregnancy status: pregnant (${describe(status)})`);
    else if (age.days <= ps.currentForDays + ps.recentForDays)
      recent.push(`pregnancy status "pregnant" ${ageInWords(age.days)} (${describe(status)})`);
    else a.read.push({ input: 'Pregnancy status', from: `pregnant, ${ageInWords(age.days)}: too old to be current (${describe(status)})` });
  }
  for (const hit of findConditions(conditions, pregnancyConditionList, recognised)) {
    if (hit.uncertain) a.keepOpen('anyPregnancy', `Pregnancy: ${describe(hit)}`);
    else if (isActive(hit.resource)) a.yes('anyPregnancy', describe(hit));
    else if (recency(endDate(hit.resource) ?? resourceDate(hit.resource), now, ps.recentForDays).kind === 'current')
      recent.push(`a pregnancy that ended ${endDate(hit.resource)?.slice(0, 10) ?? dated(hit.resource)} (${describe(hit)})`);
  }
  for (const hit of findConditions(conditions, deliveryConditionList, recognised))
    if (recency(resourceDate(hit.resource), now, ps.recentForDays).kind === 'current') recent.push(`a birth (${describe(hit)})`);

  if (recent.length)
    return a.keepOpen(
      'anyPregnancy',
      `Breastfeeding: the record shows ${recent.join('; ')} within the last 12 months; ask whether she is breastfeeding`,
    );
  if (status && says(ps.notPregnant)) {
    const age = when(ps.notPregnantForDays);
    if (age.kind === 'old')
      a.keepOpen(
        'anyPregnancy',
        `Pregnancy status: not pregnant, ${ageInWords(age.days)} (${describe(status)}): too old to rule out a pregnancy now`,
      );
    else a.no('anyPregnancy', { input: 'Pregnancy status', from: `not pregnant (${describe(status)})` });
  }
}
