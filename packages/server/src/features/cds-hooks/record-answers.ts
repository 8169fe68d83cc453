import { riskFlagIds, type RiskFlag } from '@balancer/domain';

/** What one input was read from ("Mood state" ← "ICD-10-CM F31.12 …, 2026-09-30"). */
export type Finding = { input: string; from: string };

/**
 * The answers a record gives, collected by the readers (conditions, observations, patient): a yes
 * with its evidence, a no with what said it, or a question kept open with why.
 */
export function recordAnswers() {
  const read: Finding[] = [];
  const notFound: string[] = [];
  const unclear: string[] = [];
  const evidence: Partial<Record<RiskFlag, string[]>> = {};
  const answered = new Set<RiskFlag>();
  const open = new Set<RiskFlag>();
  return {
    read,
    evidence,
    /** Inputs the record does not give at all. */
    notFound,
    /** Questions the record speaks to without settling, and why (quoted on the cards). */
    unclear,
    yes: (f: RiskFlag, why: string) => void (evidence[f] ??= []).push(why),
    /** Answered no; `finding` is what said so (once, when one finding answers several questions). */
    no: (f: RiskFlag, finding?: Finding) => {
      answered.add(f);
      if (finding) read.push(finding);
    },
    /** The record speaks to the question but does not settle it (old value, uncertain diagnosis, recent birth). */
    keepOpen: (f: RiskFlag, note: string) => {
      open.add(f);
      unclear.push(note);
    },
    /** Questions neither answered yes nor settled no: the engine takes them as no, the cards say so. */
    unknown: (): RiskFlag[] => riskFlagIds.filter((f) => !evidence[f] && (!answered.has(f) || open.has(f))),
  };
}
export type RecordAnswers = ReturnType<typeof recordAnswers>;
