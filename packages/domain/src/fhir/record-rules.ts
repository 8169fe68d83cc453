/**
 * Clinical rules for reading a record's dates and the patient's sex and age: pure, so the CDS
 * service and its tests apply the same windows, and docs/cds-hooks.md states them.
 */

/** How a dated value stands against a window: current, undated (counted as current, said so) or old. */
export type Recency = { kind: 'current'; days: number } | { kind: 'undated' } | { kind: 'old'; days: number };

export function recency(isoDate: string | undefined, now: Date, validForDays: number): Recency {
  const t = isoDate ? Date.parse(isoDate) : NaN;
  if (!Number.isFinite(t)) return { kind: 'undated' };
  const days = Math.floor((now.getTime() - t) / 86_400_000);
  return days <= validForDays ? { kind: 'current', days } : { kind: 'old', days };
}

/** "14 months ago", "3 days ago": how a card says a value's age. */
export function ageInWords(days: number): string {
  if (days < 62) return `${days} day${days === 1 ? '' : 's'} ago`;
  if (days < 730) return `${Math.round(days / 30.4)} months ago`;
  return `${Math.floor(days / 365.25)} years ago`;
}

/**
 * Who is asked the pregnancy questions, and the ages the guideline treats apart. Source: CANMAT/ISBD
 * 2018 (its recommendations are for adults; older adults and children/adolescents are special
 * populations, section 7) and the usual reproductive age range for pregnancy screening.
 */
export const patientGates = {
  source: 'CANMAT/ISBD 2018, section 7 (special populations); reproductive age 12-55 as in pregnancy-screening practice',
  pregnancyFromAge: 12,
  pregnancyToAge: 55,
  adultFrom: 18,
  olderFrom: 65,
};

export type PatientFacts = { sex: string | undefined; age: number | undefined };

/**
 * Whether the pregnancy questions apply, with the reason a card quotes. Unknown sex or age keeps
 * them asked: only a record that rules pregnancy out (administrative sex male, or an age outside
 * the range) sets them aside.
 */
export function pregnancyQuestionsApply({ sex, age }: PatientFacts): { apply: boolean; why: string } {
  const { pregnancyFromAge: from, pregnancyToAge: to } = patientGates;
  if (sex === 'male') return { apply: false, why: 'recorded sex male' };
  if (age !== undefined && age < from) return { apply: false, why: `age ${age}, under ${from}` };
  if (age !== undefined && age > to) return { apply: false, why: `age ${age}, over ${to}` };
  const who = [sex ? `recorded sex ${sex}` : 'sex not recorded', age === undefined ? 'age not recorded' : `age ${age}`];
  return { apply: true, why: who.join(', ') };
}

/** Whole years between a birth date and `now`; undefined when the date cannot be read. */
export function ageOn(birthDate: string | undefined, now: Date): number | undefined {
  const m = birthDate && /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(birthDate);
  if (!m) return undefined;
  const [y, mo = 1, d = 1] = [Number(m[1]), Number(m[2] ?? 1), Number(m[3] ?? 1)];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < mo || (now.getUTCMonth() + 1 === mo && now.getUTCDate() < d)) age--;
  return age >= 0 && age < 130 ? age : undefined;
}
