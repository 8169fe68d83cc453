import type { Citation } from '../citation.schema';
import { defaultCitations } from '../citations';

const label = (id: string, short: string, reference: string): Citation => ({
  id,
  short: `${short} (to verify)`,
  reference: `${reference} Recalled, not read, for this release: every fact citing it awaits clinical review.`,
  publication: 'US Food and Drug Administration',
});

/**
 * Sources the dosing content cites besides those of `defaultCitations` (which it also cites: the
 * lithium, Depakote, Lamictal, Equetro, Seroquel, Latuda, Geodon and Wellbutrin labels and CANMAT).
 * Labels are named by product and section; the calculators' equations by their original papers.
 */
export const dosingCitations: Citation[] = [
  label(
    'fda-olanzapine-label',
    'Zyprexa US label',
    'Zyprexa (olanzapine) US prescribing information, section 2 Dosage and administration (bipolar I disorder).',
  ),
  label(
    'fda-aripiprazole-label',
    'Abilify US label',
    'Abilify (aripiprazole) US prescribing information, section 2 Dosage and administration (bipolar I disorder; dosage adjustments for CYP2D6 and CYP3A4 modulators).',
  ),
  label(
    'fda-risperidone-label',
    'Risperdal US label',
    'Risperdal (risperidone) US prescribing information, section 2 Dosage and administration (bipolar mania; renal and hepatic impairment).',
  ),
  label(
    'fda-asenapine-label',
    'Saphris US label',
    'Saphris (asenapine) sublingual tablets, US prescribing information, section 2 Dosage and administration.',
  ),
  label(
    'fda-cariprazine-label',
    'Vraylar US label',
    'Vraylar (cariprazine) US prescribing information, section 2 Dosage and administration (manic or mixed episodes; bipolar depression; CYP3A4 modulators).',
  ),
  label(
    'fda-lumateperone-label',
    'Caplyta US label',
    'Caplyta (lumateperone) US prescribing information, section 2 Dosage and administration (bipolar depression; hepatic impairment; CYP3A4 modulators).',
  ),
  label(
    'fda-haloperidol-label',
    'Haloperidol US label',
    'Haloperidol tablets, US prescribing information, Dosage and administration (no US indication for bipolar disorder).',
  ),
  label(
    'fda-olanzapine-fluoxetine-label',
    'Symbyax US label',
    'Symbyax (olanzapine and fluoxetine) US prescribing information, section 2 Dosage and administration (depressive episodes of bipolar I disorder).',
  ),
  label(
    'fda-paliperidone-label',
    'Invega US label',
    'Invega (paliperidone extended-release tablets) US prescribing information, section 2 Dosage and administration (renal impairment).',
  ),
  label(
    'fda-sertraline-label',
    'Zoloft US label',
    'Zoloft (sertraline) US prescribing information, section 2 Dosage and administration; warnings on screening for bipolar disorder.',
  ),
  label(
    'fda-aripiprazole-lai-label',
    'Abilify Maintena US label',
    'Abilify Maintena (aripiprazole extended-release injectable suspension) US prescribing information, section 2 Dosage and administration (maintenance monotherapy of bipolar I disorder).',
  ),
  label(
    'fda-risperidone-lai-label',
    'Risperdal Consta US label',
    'Risperdal Consta (risperidone long-acting injection) US prescribing information, section 2 Dosage and administration (maintenance treatment of bipolar I disorder).',
  ),
  label(
    'fda-seroquel-xr-label',
    'Seroquel XR US label',
    'Seroquel XR (quetiapine extended-release) US prescribing information, section 2 Dosage and administration.',
  ),
  label(
    'fda-depakote-er-label',
    'Depakote ER US label',
    'Depakote ER (divalproex sodium extended-release) US prescribing information, section 2 Dosage and administration (mania).',
  ),
  {
    id: 'cockcroft-gault-1976',
    short: 'Cockcroft and Gault 1976',
    reference: 'Cockcroft DW, Gault MH. Prediction of creatinine clearance from serum creatinine. Nephron. 1976;16(1):31-41. PMID 1244564.',
    url: 'https://doi.org/10.1159/000180580',
    publication: 'Nephron',
    year: 1976,
  },
  {
    id: 'ckd-epi-2021',
    short: 'CKD-EPI 2021 (race-free)',
    reference:
      'Inker LA, Eneanya ND, Coresh J, et al. New creatinine- and cystatin C-based equations to estimate GFR without race. N Engl J Med. 2021;385(19):1737-1749. PMID 34554658.',
    url: 'https://doi.org/10.1056/NEJMoa2102953',
    publication: 'New England Journal of Medicine',
    year: 2021,
  },
];

/**
 * The citations a dosing fact's source is named from: the content's own first, then the built-in ones.
 * The dosing cites label citations the guideline pack does not carry, and a version stored before dosing
 * was content (format 2 or older) has an older pack; the dosing shown with it was named from the built-in
 * list then, and is now (docs/adr/0049).
 */
export const dosingCitationList = (own: readonly Citation[]): Citation[] => [...own, ...dosingCitations, ...defaultCitations];
