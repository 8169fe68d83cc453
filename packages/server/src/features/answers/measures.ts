/**
 * A patient's measured value in the question ("CrCl around 20 mL/min", "QTc 480", "weighs 45 kg") and the
 * ranges documents state for the same quantity ("creatinine clearance 10 to 30 mL/min", "< 10 mL/min",
 * "≥ 60 kg"). Labels dose by band: the band that holds the patient's value answers, the band beside it is
 * another population (docs/adr/0055).
 */
export type Measure = { unit: Unit; value: number };
type Unit = 'ml/min' | 'kg' | 'ms' | 'mmol/l' | 'mg/dl';
type Band = { unit: Unit; low: number; high: number };

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
/** Units as printed, eGFR's "mL/min/1.73 m2" read as mL/min (the same bands). mEq/L is mmol/L for the monovalent ions labels band. */
const UNIT = String.raw`(ml\s*\/\s*min(?:ute)?(?:\s*\/\s*1\.73\s*m\s*2?)?|kg\b|msec\b|ms\b|mmol\s*\/\s*l\b|meq\s*\/\s*l\b|mg\s*\/\s*dl\b)`;
const unitOf = (printed: string): Unit => {
  const u = printed.replace(/\s+/g, '').toLowerCase();
  if (u.startsWith('ml/min')) return 'ml/min';
  if (u === 'msec') return 'ms';
  if (u === 'meq/l') return 'mmol/l';
  return u as Unit;
};
/** The quantity a prescriber names without its unit ("CrCl 25", "QTc of 480"): its unit is the one it is measured in. */
const NAMED: [RegExp, Unit][] = [
  [/\b(?:crcl|clcr|e?gfr|creatinine clearance)\b/, 'ml/min'],
  [/\bqtc?\b/, 'ms'],
  [/\bweigh(?:s|ing|t)?\b/, 'kg'],
];
const LINK = String.raw`\s*(?:(?:of|is|was|around|about|approximately|roughly|~|=|:)\s*)*`;

export function measuresIn(question: string): Measure[] {
  const lower = question.toLowerCase();
  const found: Measure[] = [...lower.matchAll(new RegExp(`${NUMBER}\\s*${UNIT}`, 'g'))].map((m) => ({
    unit: unitOf(m[2]!),
    value: Number(m[1]),
  }));
  for (const [name, unit] of NAMED) {
    const m = new RegExp(`${name.source}${LINK}${NUMBER}(?!\\s*(?:%|mg|mcg|years?|y\\/?o))`).exec(lower);
    if (m && !found.some((f) => f.unit === unit)) found.push({ unit, value: Number(m[1]) });
  }
  return found;
}

const BELOW = String.raw`(?:<|≤|<=|less than|lower than|below|under|up to|at most)`;
const ABOVE = String.raw`(?:>|≥|>=|greater than|more than|higher than|above|over|at least)`;
const BANDS: [RegExp, (m: RegExpExecArray) => [number, number]][] = [
  [new RegExp(`(?:between\\s+)?${NUMBER}\\s*(?:to|-|–|and)\\s*${NUMBER}\\s*${UNIT}`, 'gi'), (m) => [Number(m[1]), Number(m[2])]],
  [new RegExp(`${BELOW}\\s*${NUMBER}\\s*${UNIT}`, 'gi'), (m) => [-Infinity, Number(m[1])]],
  [new RegExp(`${ABOVE}\\s*${NUMBER}\\s*${UNIT}`, 'gi'), (m) => [Number(m[1]), Infinity]],
  [new RegExp(`${NUMBER}\\s*${UNIT}\\s+or\\s+(?:less|lower|below|under)\\b`, 'gi'), (m) => [-Infinity, Number(m[1])]],
  [new RegExp(`${NUMBER}\\s*${UNIT}\\s+or\\s+(?:more|higher|greater|above|over)\\b`, 'gi'), (m) => [Number(m[1]), Infinity]],
];

function bandsIn(text: string): Band[] {
  return BANDS.flatMap(([re, bounds]) =>
    [...text.matchAll(re)].map((m) => {
      const [low, high] = bounds(m as RegExpExecArray);
      return { unit: unitOf(m.at(-1)!), low, high };
    }),
  );
}

/**
 * Whether a text's bands hold the patient's values: 1 when one holds each value it bands, -1 when it bands
 * a value but none holds it (another population's dose), 0 when it bands none.
 */
export function bandFit(measures: Measure[], text: string): number {
  if (!measures.length) return 0;
  const bands = bandsIn(text);
  let fit = 0;
  for (const m of measures) {
    const same = bands.filter((b) => b.unit === m.unit);
    if (!same.length) continue;
    if (!same.some((b) => b.low <= m.value && m.value <= b.high)) return -1;
    fit = 1;
  }
  return fit;
}
