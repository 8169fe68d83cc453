/**
 * The evaluation's gold set over the two invented fixture papers (packages/server/test/answer-fixtures.ts):
 * questions a prescriber might type with the file and page that answer them, questions the library
 * cannot answer, and the inclusion/exclusion rules the papers state. Questions are paraphrases, not
 * copies of the fixture sentences.
 */
export type FileKey = 'handbook' | 'review';
export type GoldQuestion = { q: string; file: FileKey; page: number };
export type GoldRule = { file: FileKey; page: number; type: 'INCLUDE' | 'EXCLUDE'; medication: string };

export const answerable: GoldQuestion[] = [
  { q: 'How soon after a dose change should lithium levels be measured?', file: 'handbook', page: 2 },
  { q: 'What lithium serum level is the usual target for maintenance?', file: 'handbook', page: 2 },
  { q: 'What lithium level should be aimed for in adults over 65?', file: 'handbook', page: 3 },
  { q: 'How often should renal function be checked during lithium therapy?', file: 'handbook', page: 3 },
  { q: 'Does quetiapine cause sedation and weight gain?', file: 'handbook', page: 4 },
  { q: 'What starting dose of quetiapine is used for acute mania?', file: 'handbook', page: 4 },
  { q: 'How slowly should lamotrigine be titrated?', file: 'handbook', page: 5 },
  { q: 'Why must lamotrigine be titrated slowly?', file: 'handbook', page: 5 },
  { q: 'Is lamotrigine useful for acute mania?', file: 'handbook', page: 5 },
  { q: 'Should valproate be used in women who could become pregnant?', file: 'handbook', page: 6 },
  { q: 'What are the risks of valproate in pregnancy?', file: 'handbook', page: 6 },
  { q: 'What should be checked before starting divalproex?', file: 'handbook', page: 6 },
  { q: 'Which medication is first-line for acute bipolar I depression?', file: 'handbook', page: 7 },
  { q: 'What is the most common adverse effect of cariprazine?', file: 'handbook', page: 7 },
  { q: 'When does akathisia appear with cariprazine?', file: 'handbook', page: 7 },
  { q: 'Should lurasidone be taken with food?', file: 'handbook', page: 8 },
  { q: 'How many calories should the meal taken with lurasidone contain?', file: 'handbook', page: 8 },
  { q: 'Can lurasidone be combined with carbamazepine?', file: 'handbook', page: 8 },
  { q: 'Is antidepressant monotherapy recommended in bipolar I disorder?', file: 'handbook', page: 9 },
  { q: 'What should an antidepressant be combined with?', file: 'handbook', page: 9 },
  { q: 'What is the risk of lithium exposure in the first trimester?', file: 'handbook', page: 10 },
  { q: 'Which mood stabiliser is preferred for women planning a pregnancy?', file: 'handbook', page: 10 },
  { q: 'Does carbamazepine lower the levels of oral contraceptives?', file: 'handbook', page: 11 },
  { q: 'Why should sodium be monitored with carbamazepine?', file: 'handbook', page: 11 },
  { q: 'Which second-generation antipsychotic has the highest risk of weight gain?', file: 'handbook', page: 12 },
  { q: 'What monitoring does clozapine require?', file: 'handbook', page: 12 },
  { q: 'Is an electrocardiogram needed before starting ziprasidone?', file: 'review', page: 2 },
  { q: 'Does a fixed wake time reduce relapse?', file: 'review', page: 3 },
  { q: 'Does aripiprazole cause weight gain?', file: 'review', page: 4 },
  { q: 'How common was restlessness with aripiprazole?', file: 'review', page: 4 },
  { q: 'Did group psychoeducation reduce hospital admissions?', file: 'review', page: 5 },
  { q: 'Does long-acting injectable risperidone improve adherence?', file: 'review', page: 6 },
  { q: 'How should asenapine tablets be taken?', file: 'review', page: 7 },
  { q: 'How often should thyroid stimulating hormone be checked in people taking lithium?', file: 'review', page: 8 },
];

export const unanswerable: string[] = [
  'What is the recommended dose of aspirin for migraine?',
  'Does lithium cause hair loss?',
  'How effective is electroconvulsive therapy for acute mania?',
  'What is the capital of France?',
  'Is ketamine approved for bipolar depression?',
  'What is the half-life of quetiapine?',
  'Can cariprazine be given as a long-acting injection?',
  'What is the risk of lamotrigine during breastfeeding?',
  'How much does a month of olanzapine cost?',
  'Which vaccine schedule is advised for adults with bipolar disorder?',
  'What did the 2031 CANMAT update change?',
  'Is clozapine safe to combine with sertraline?',
];

export const goldRules: GoldRule[] = [
  { file: 'handbook', page: 6, type: 'EXCLUDE', medication: 'Valproate' },
  { file: 'handbook', page: 7, type: 'INCLUDE', medication: 'Cariprazine' },
  { file: 'handbook', page: 8, type: 'EXCLUDE', medication: 'Lurasidone' },
  { file: 'handbook', page: 9, type: 'EXCLUDE', medication: 'Antidepressant' },
  { file: 'handbook', page: 10, type: 'INCLUDE', medication: 'Lamotrigine' },
];
