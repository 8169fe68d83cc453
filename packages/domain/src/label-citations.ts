import type { Citation } from './citation.schema';

/**
 * US prescribing information named by the fourth clinical review (issue 37, findings 1–5) for the
 * interaction and contraindication rules. Recalled, not read for this release: "(to verify)" like the
 * safety communications, and every rule citing them is `needsReview` until a clinician checks the label.
 */
export const labelCitations: Citation[] = [
  {
    id: 'fda-lamotrigine-label',
    short: 'Lamictal US label (to verify)',
    reference:
      'Lamictal (lamotrigine) US prescribing information: boxed warning (serious skin rashes) and Dosage and administration (escalation regimens for patients taking valproate).',
    publication: 'US Food and Drug Administration',
  },
  {
    id: 'fda-ziprasidone-label',
    short: 'Geodon US label (to verify)',
    reference:
      'Geodon (ziprasidone) US prescribing information: Contraindications (known QT prolongation including congenital long QT syndrome; other drugs that prolong the QT interval).',
    publication: 'US Food and Drug Administration',
  },
  {
    id: 'fda-lurasidone-label',
    short: 'Latuda US label (to verify)',
    reference: 'Latuda (lurasidone) US prescribing information: Contraindications (strong CYP3A4 inhibitors and inducers).',
    publication: 'US Food and Drug Administration',
  },
  {
    id: 'fda-bupropion-label',
    short: 'Wellbutrin US label (to verify)',
    reference: 'Wellbutrin (bupropion) US prescribing information: Contraindications (seizure disorder).',
    publication: 'US Food and Drug Administration',
  },
  {
    id: 'fda-citalopram-2011',
    short: 'FDA 2011/2012 citalopram QT (to verify)',
    reference:
      'US Food and Drug Administration. Drug Safety Communications (August 2011, revised March 2012): abnormal heart rhythms associated with high doses of Celexa (citalopram hydrobromide).',
    publication: 'US Food and Drug Administration',
    year: 2012,
  },
];
