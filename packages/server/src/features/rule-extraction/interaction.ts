/**
 * Label interaction sentences ("NSAIDs may increase lithium concentrations; observe for lithium toxicity"):
 * they name the drug affected, the drug that affects it and the effect, with no "avoid" or "contraindicated".
 * The effect phrase must hold the affected drug's name, so the drug whose level or toxicity changes is the
 * rule's subject, and the other drug is its condition.
 */
const EFFECTS: RegExp[] = [
  // "observe for lithium toxicity", "monitor serum lithium levels"
  /\b(?:observe|monitor|watch|check)\w*\b[^.;:]{0,50}?\b(?:toxicity|neurotoxicity|poisoning|levels?|concentrations?)\b/gi,
  // "may increase lithium concentrations", "decrease quetiapine exposure"
  /\b(?:increas|rais|elevat|reduc|decreas|lower)\w*\b[^.;:]{0,40}?\b(?:levels?|concentrations?|exposure)\b/gi,
  // "reduce renal lithium clearance": the drug accumulates. A raised clearance is how a text hastens
  // elimination (treating poisoning), which is no caution.
  /\b(?:reduc|decreas|lower)\w*\b[^.;:]{0,40}?\bclearance\b/gi,
  // "increase the risk of lithium toxicity", "can cause lithium toxicity"
  /\b(?:risk of|caus\w*|lead\w* to|result\w* in|precipitat\w*|increas\w*)\b[^.;:]{0,40}?\b(?:toxicity|neurotoxicity|poisoning|intoxication)\b/gi,
  // "Lithium toxicity has been reported in patients receiving …"
  /\b\w+\s+(?:toxicity|neurotoxicity|poisoning|intoxication)\s+(?:has|have)\s+been\s+(?:reported|observed|described)\b/gi,
];

/** The spans of a sentence that state an effect on a drug's level, exposure or toxicity. */
export function effectSpans(sentence: string): string[] {
  return EFFECTS.flatMap((re) => [...sentence.matchAll(re)].map((m) => m[0]));
}
