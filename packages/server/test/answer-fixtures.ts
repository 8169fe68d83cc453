import { textPdf } from './pdf-fixtures';

/**
 * Two invented papers with known facts on known pages, for the answer tests and `npm run eval`.
 * Every sentence is made up for testing; none is prescribing advice and none describes a patient.
 */
export const handbookFacts: Record<number, string> = {
  1: 'This invented handbook summarises prescribing points for mood stabilisers and antipsychotics, written for software testing only.',
  2: 'Lithium serum levels should be measured five to seven days after each dose change. For maintenance, a lithium serum level between 0.6 and 0.8 mmol/L is the usual target.',
  3: 'In adults over 65, aim for lower lithium levels of 0.4 to 0.6 mmol/L. Renal function and calcium should be checked every six months during lithium therapy.',
  4: 'Quetiapine frequently causes sedation and weight gain, so weight should be recorded at every visit. Quetiapine is started at 50 mg at night and increased over four days for acute mania.',
  5: 'Lamotrigine must be titrated slowly over six weeks to reduce the risk of serious rash such as Stevens-Johnson syndrome. Lamotrigine has little benefit for acute mania and is mainly used to prevent depressive episodes.',
  6: 'Valproate should be avoided in women who could become pregnant because it is teratogenic and causes neural tube defects. Liver enzymes and platelet counts should be checked before starting divalproex.',
  7: 'Cariprazine is recommended as a first-line option for acute bipolar I depression. Akathisia is the most common adverse effect of cariprazine and usually appears in the first weeks of treatment.',
  8: 'Lurasidone should be taken with a meal of at least 350 calories to ensure adequate absorption. Lurasidone is contraindicated with strong CYP3A4 inducers such as carbamazepine.',
  9: 'Antidepressant monotherapy is not recommended in bipolar I disorder because of the risk of switching to mania. When an antidepressant is used, it should be combined with an antimanic agent.',
  10: 'Lithium exposure in the first trimester carries a small increased risk of cardiac malformations such as Ebstein anomaly. Lamotrigine is preferred over valproate for women planning a pregnancy.',
  11: 'Carbamazepine induces hepatic enzymes and lowers the blood levels of many other drugs, including oral contraceptives. Sodium should be monitored during carbamazepine treatment because of the risk of hyponatraemia.',
  12: 'Olanzapine carries the highest risk of weight gain and metabolic syndrome among second-generation antipsychotics. Clozapine requires regular absolute neutrophil count monitoring because of the risk of agranulocytosis.',
};

export const reviewFacts: Record<number, string> = {
  2: 'An electrocardiogram is advised before starting ziprasidone in people with cardiac risk factors such as a prolonged QT interval.',
  3: 'A fixed wake time and regular sleep reduced relapse in the invented cohort followed for two years.',
  4: 'Aripiprazole was associated with restlessness in a fifth of participants but caused little weight gain.',
  5: 'Group psychoeducation reduced hospital admissions by a third over two years of follow-up.',
  6: 'Long-acting injectable risperidone improved adherence among participants with relapses due to missed doses.',
  7: 'Asenapine is a sublingual tablet and should not be swallowed whole.',
  8: 'Thyroid stimulating hormone should be checked yearly in people taking lithium.',
};

export const handbookTitle = 'Invented handbook of bipolar prescribing';
export const reviewTitle = 'Invented review of monitoring in mood disorders';

export const handbookPdf = () => textPdf({ pages: 12, extra: handbookFacts, title: handbookTitle });
export const reviewPdf = () => textPdf({ pages: 8, extra: reviewFacts, title: reviewTitle });
