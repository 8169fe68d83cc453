/**
 * A patient's age as a prescriber writes it ("a 70-year-old", "aged 14", "82 years old") said as the
 * population the documents write about: older adults from 65, children below 18, nothing in between
 * (an adult is the documents' default). Before this, "year-old" itself read as children, so "lithium in
 * a 70-year-old" was answered for children (issue 39). Thresholds: docs/adr/0046 (the same as the
 * suggester's age groups).
 */
const AGE =
  /\b(?:aged\s+(\d{1,3})(?:\s*(?:years?|yrs?)(?:\s+old)?)?|(\d{1,3})[\s-]*(?:(?:years?|yrs?)[\s-]*(?:old|of age)\b|y\/?o\b|yo\b))/gi;

export function withAgeWords(question: string): string {
  return question.replace(AGE, (_all, aged: string | undefined, years: string | undefined) => {
    const n = Number(aged ?? years);
    return n >= 65 ? 'older adult' : n < 18 ? 'child' : 'adult';
  });
}
