/** The one-sentence answer to anything outside medications, the library and bipolar disorder. */
export const DECLINE = 'I can only help with questions about bipolar disorder, its medications and the papers in the Balancer library.';

export const NOTHING_FOUND = 'I found nothing in the Balancer catalogue or library that answers this question.';

const ON_TOPIC =
  /\b(bipolar|mania|manic|hypomani\w*|depress\w*|mood|euthymi\w*|psychos[ie]s|psychotic|mixed features|rapid cycling|relapse|suicid\w*|medications?|medicines?|drugs?|doses?|dosing|side[- ]?effects?|adverse|pregnan\w*|lactation|breastfeeding|psychiatr\w*|antipsychotics?|antidepressants?|stabili[sz]ers?|anticonvulsants?|prescri\w*|guidelines?|canmat|isbd|balancer|library|papers?|documents?|serum levels?|monitoring|titrat\w*|contraindicat\w*|interactions?)\b/i;

/**
 * In scope when the message names a catalogue medication, uses the vocabulary of the domain, or the
 * library answers it. Everything else is declined politely, without calling anything.
 */
export function onTopic(message: string, namesMedication: boolean): boolean {
  return namesMedication || ON_TOPIC.test(message);
}
