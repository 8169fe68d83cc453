// What the assistant and rule extraction use of cited answers: the service, question analysis and
// the citation checks (the citation pattern itself is the contract's, docs/adr/0029).
export { type AnswersService } from './answers.service';
export { normalizeForMatch, removedSentencesNotice, verifyCitations, type CitablePassage } from './citations';
export { passagesBlock } from './model-answerer';
export { analyseQuestion, type Analysis } from './question-analysis';
export { mentions, stemsOf, type Stems } from './stems';
export { questionTerms } from './question-terms';
export { isHeading, textUnits } from './text-units';
