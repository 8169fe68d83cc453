import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * An invented five-page paper whose running header is the only place its pages name their subject
 * ("kestrelamide", an invented drug), with a footer and page number on every page, as journals print them.
 * Every sentence is made up for testing; none is prescribing advice and none describes a patient.
 */
export const runningHeader = 'Kestrelamide in the invented osprey cohort';
export const runningFooter = 'Invented Journal of Mood Monitoring Vol. 3';
export const runOnSentence = 'Sodium levels were reviewed at every clinic visit during the first year.';

const topics = ['weight', 'blood pressure', 'sleep', 'tremor', 'thirst'];
const body = (n: number) => [
  `The ${['first', 'second', 'third', 'fourth', 'fifth'][n - 1]} part of the follow-up looked at ${topics[n - 1]}.`,
  `Clinicians recorded ${topics[(n + 1) % 5]} and ${topics[(n + 2) % 5]} whenever a participant attended.`,
  n === 3
    ? runOnSentence
    : `Questions about ${topics[(n + 3) % 5]} were answered by the ${['nurse', 'pharmacist', '', 'doctor', 'team'][n - 1]}.`,
];

export async function runningHeaderPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle('Follow-up of the osprey cohort');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 5; n++) {
    const page = doc.addPage([595, 842]);
    page.drawText(runningHeader, { x: 40, y: 810, size: 8, font });
    body(n).forEach((line, j) => page.drawText(line, { x: 40, y: 770 - j * 14, size: 10, font }));
    page.drawText(runningFooter, { x: 40, y: 40, size: 8, font });
    page.drawText(String(n), { x: 540, y: 40, size: 8, font });
  }
  return Buffer.from(await doc.save());
}
