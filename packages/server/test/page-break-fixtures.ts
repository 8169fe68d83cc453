import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * An invented two-page paper whose monitoring sentence runs over the page break, with a running header
 * and a footer ("Focus Vol. 21, No. 1" and the page number) on each page, as journals print them.
 * Every sentence is made up for testing; none is prescribing advice and none describes a patient.
 */
export const pageBreakFacts = {
  /** The part printed at the foot of page 1. */
  head: 'In the invented heron cohort, serum lithium levels were measured at baseline, after 6 months, and at',
  /** Its end, at the top of page 2. */
  tail: '12 months after the last dose change.',
};

const pages = [
  [
    'Lithium was started at a low dose and titrated by the treating psychiatrist in every participant.',
    'Participants kept a mood diary and attended the clinic every four weeks during the first year.',
    'Weight, blood pressure and sleep were recorded at every visit by the study nurse.',
    'In the invented heron cohort, serum lithium levels were measured at baseline, after 6 months,',
    'and at',
  ],
  [
    '12 months after the last dose change. Tremor was the most frequent complaint in the first year.',
    'Two participants stopped the study drug because of nausea and were followed up by telephone.',
    'The invented cohort is described for software testing only and holds no patient data.',
  ],
];

export async function pageBreakPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle('Invented follow-up of the heron cohort');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  pages.forEach((lines, i) => {
    const page = doc.addPage([595, 842]);
    page.drawText('Invented Journal of Mood Monitoring', { x: 40, y: 810, size: 8, font });
    lines.forEach((line, j) => page.drawText(line, { x: 40, y: 770 - j * 14, size: 10, font }));
    page.drawText('Focus Vol. 21, No. 1', { x: 40, y: 40, size: 8, font });
    page.drawText(String(i + 1), { x: 540, y: 40, size: 8, font });
  });
  return Buffer.from(await doc.save());
}
