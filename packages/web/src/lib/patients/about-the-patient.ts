import type { RecommendationRequest } from '@balancer/contract';
import { whoInputs } from '@balancer/domain';

/** The v2 request's who-the-patient-is fields. */
type RecommendationRequestWho = Pick<
  RecommendationRequest,
  'ageGroup' | 'sex' | 'childbearingPotential' | 'bipolarType' | 'mixedFeatures' | 'maintenancePolarity'
>;

/**
 * "About the patient" (docs/adr/0046): the answers to the who-the-patient-is questions, kept in the
 * browser's record under each input row's `recordKey`, '' for a question not answered. The questions,
 * choices and keys all come from the domain's input rows.
 */
export type AboutAnswers = Record<string, string>;

export const aboutQuestions = whoInputs.map((row) => ({
  id: row.id,
  key: row.recordKey ?? row.id,
  question: row.question ?? row.id,
  hint: row.hint,
  choices: row.choices,
}));

/** Only asked (and only sent) for a female patient. */
export const FEMALE_ONLY = new Set(['childbearingPotential']);

/** The answers given, as the v2 request's optional fields; not answered = not sent. */
export function aboutRequest(answers: AboutAnswers | undefined): RecommendationRequestWho {
  const out: Record<string, string | boolean> = {};
  const sex = answers?.[aboutQuestions.find((q) => q.id === 'sex')!.key];
  for (const q of aboutQuestions) {
    const value = answers?.[q.key] ?? '';
    if (!value || (FEMALE_ONLY.has(q.id) && sex !== 'female')) continue;
    out[q.id] = value === 'true' ? true : value === 'false' ? false : value;
  }
  return out as RecommendationRequestWho;
}

/** How many questions were answered, for the collapsed group's summary. */
export const answeredCount = (answers: AboutAnswers | undefined) => aboutQuestions.filter((q) => answers?.[q.key]).length;

/** The answers in words for the summary and printout ("Adult (18–64)", "Mixed features (DSM-5 specifier): Yes"). */
export function aboutWords(answers: AboutAnswers | undefined): string[] {
  const sent = aboutRequest(answers) as Record<string, unknown>;
  return aboutQuestions.flatMap((q) => {
    if (!(q.id in sent)) return [];
    const value = answers?.[q.key];
    const label = q.choices.find((c) => c.value === value)?.label;
    if (!label) return [];
    return value === 'true' || value === 'false' ? [`${q.question}: ${label}`] : [label];
  });
}
